// The wallet fast checkout's button (002 §4 "Wallet fast checkout", S-332).

/**
 * S-332: the wallet opens its modal on click only if the checkout form is valid. Returns the
 * click handler, which answers whether the modal opened; `validate` shows its own errors.
 */
export function walletTrigger(validate: () => boolean, open: () => void): () => boolean {
  return () => {
    if (!validate()) return false;
    open();
    return true;
  };
}
