import { afterEach } from 'vitest';
import { page } from 'vitest/browser';

// Every story is a visual test: after its play function passes, the rendered page is compared
// with the baseline committed under the story file's __screenshots__ folder.
// `npm run screenshots:update` writes new baselines.

const QUIET_SAMPLES = 3;
const SAMPLE_MS = 50;
const SETTLE_LIMIT_MS = 3_000;

/** What moves without a CSS animation: inline transforms (carousels) and scroll positions. */
function motionSignature(): string {
  const moved = document.querySelectorAll<HTMLElement>('[style*="transform"]');
  const parts = Array.from(moved, (element) => element.style.transform);
  for (const element of document.querySelectorAll<HTMLElement>('*')) {
    if (element.scrollLeft || element.scrollTop) parts.push(`${element.scrollLeft},${element.scrollTop}`);
  }
  return parts.join('|');
}

/**
 * Waits until the page is still: finite CSS animations and transitions done, and carousels and
 * scrolled areas unmoved for a few samples. A screenshot taken mid-motion differs from its baseline.
 */
async function settled(): Promise<void> {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  await Promise.race([
    Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, SETTLE_LIMIT_MS)),
  ]);
  let last = motionSignature();
  let quiet = 0;
  while (quiet < QUIET_SAMPLES && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    const now = motionSignature();
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
}

afterEach(async ({ task, expect }) => {
  if (task.result?.state === 'fail' || task.result?.errors?.length) return;
  await document.fonts.ready;
  await settled();
  await expect(page.elementLocator(document.body)).toMatchScreenshot();
});
