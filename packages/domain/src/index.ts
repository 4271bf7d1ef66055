// Each rule module exports its own names; keep one block per module, in alphabetical order.
