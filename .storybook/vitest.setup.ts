import { afterEach } from 'vitest';
import { page } from 'vitest/browser';

// Every story is a visual test: after its play function passes, the rendered page is compared
// with the baseline committed under the story file's __screenshots__ folder.
// `npm run screenshots:update` writes new baselines.
afterEach(async ({ task, expect }) => {
  if (task.result?.state === 'fail' || task.result?.errors?.length) return;
  await document.fonts.ready;
  await expect(page.elementLocator(document.body)).toMatchScreenshot();
});
