import { configure } from 'storybook/test';
import { afterEach } from 'vitest';
import { page } from 'vitest/browser';

// Play functions wait for states (findBy…, waitFor). On a busy machine a state can take longer than
// testing-library's default second to arrive: wait for it up to ten seconds before failing.
configure({ asyncUtilTimeout: 10_000 });

declare module 'vitest' {
  interface TestContext {
    /** The composed story, which addon-vitest puts on the context of each story's test. */
    story?: { parameters?: { screenshot?: boolean } };
  }
}

// Every story's picture is a visual test: after its play function passes, the page is compared
// with the baseline committed under the story file's __screenshots__ folder
// (`npm run screenshots:update` writes new baselines).
//
// A picture is taken once per state. A story whose play function only acts and ends on another
// story's picture (the same component, focused or with a control moved) says so with
// `parameters: { screenshot: false }`: its behaviour is tested, its picture is not taken again.

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
 * scrolled areas unmoved for a few samples. A page with nothing of the kind is still at once.
 */
async function settled(): Promise<void> {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
  let last = motionSignature();
  if (finite.length === 0 && last === '') return;
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  await Promise.race([
    Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, SETTLE_LIMIT_MS)),
  ]);
  let quiet = 0;
  while (quiet < QUIET_SAMPLES && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    const now = motionSignature();
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
}

afterEach(async ({ task, expect, story }) => {
  if (task.result?.state === 'fail' || task.result?.errors?.length) return;
  if (story?.parameters?.screenshot === false) return;
  await document.fonts.ready;
  await settled();
  await expect(page.elementLocator(document.body)).toMatchScreenshot();
});
