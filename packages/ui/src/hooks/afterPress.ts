/**
 * A field left by a press elsewhere (its form's Send) shows its message once that press has ended.
 * Shown at once, the message moves what is below it, the pressed button too; the pointer is then
 * released over something else and the browser sends the click nowhere: the visitor's Send is lost.
 */

let isPressing = false;
let waiting: (() => void)[] = [];
let isListening = false;

function flush() {
  const runs = waiting;
  waiting = [];
  for (const run of runs) run();
}

/** Starts watching presses: called as a field gains the focus, before any press can take it away. */
export function watchPresses() {
  if (isListening || typeof document === 'undefined') return;
  isListening = true;
  document.addEventListener('pointerdown', () => (isPressing = true), { capture: true, passive: true });
  const end = () => {
    isPressing = false;
    // After the click that follows the release.
    setTimeout(flush);
  };
  document.addEventListener('pointerup', end, { capture: true, passive: true });
  document.addEventListener('pointercancel', end, { capture: true, passive: true });
}

/** Runs `change` now, or once the press under way has ended and its click has gone. */
export function afterPress(change: () => void): void {
  if (isPressing) waiting.push(change);
  else change();
}
