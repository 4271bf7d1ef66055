import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, '--font-render-hinting=none', '--force-color-profile=srgb'],
  },
});

// A new object per project: vitest mutates `instances`.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const }],
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
      // Two captures in a row must agree: on a busy machine one capture can take seconds, so the
      // limit only stops a page that never holds still (the hook itself allows 30 s).
      timeout: 20_000,
    },
  },
});

// Pre-bundled, or Vite re-optimises mid-run and story tests fail to import. Each must resolve from
// the repo root, so the root package.json lists it too.
const optimizeDeps = {
  include: [
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    'react',
    'react-dom/client',
    'react/jsx-dev-runtime',
    '@storybook/react-vite',
    '@radix-ui/react-dialog',
    '@radix-ui/react-popover',
    '@radix-ui/react-tabs',
    'embla-carousel-react',
    'react-aria',
    'react-aria-components',
    'react-stately',
    'react-intl',
    // Compiles the catalogs in the stories' decorator; a dependency of @escale/i18n only.
    '@escale/i18n > @formatjs/icu-messageformat-parser',
    '@react-aria/i18n',
    '@internationalized/date',
    'lucide-react',
    'clsx',
    '@vanilla-extract/dynamic',
    // The lazy map: imported only once a story opens it.
    'leaflet',
    'topojson-client',
  ],
};

export default defineConfig({
  // Separate caches let several runs share the machine without re-optimising each other's deps.
  cacheDir: process.env.VITEST_CACHE_DIR ?? 'node_modules/.vite',
  test: {
    // The story run's browser server takes longer than this to close and then holds the process
    // open: past this, Vitest reports it and exits instead of waiting 10 s twice.
    teardownTimeout: 2_000,
    projects: [
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        optimizeDeps,
        test: {
          name: 'storybook',
          // Story files share their modules instead of loading them again in a fresh iframe each:
          // the stories of a file already share one page and clean up after themselves.
          browser: { ...browser(), isolate: false },
          // Two tabs: a story spends most of its time waiting (frames, captures, the page holding
          // still), so two at once take about 60% of the time of one; a third tab is slower again.
          maxWorkers: 2,
          setupFiles: [path.join(dirname, '.storybook/vitest.setup.ts')],
          // On a loaded machine a picture can fail to hold still for two captures in a row (about
          // one story in a thousand, never the same one): that story runs once more. A story that
          // fails for a reason of its own fails twice and is reported.
          retry: 1,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps,
        test: {
          name: 'component',
          include: ['packages/*/src/**/*.browser.test.tsx'],
          browser: browser(),
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          // Pure functions and their modules: one worker runs many files without loading them again.
          isolate: false,
          include: ['packages/*/src/**/*.test.ts', 'apps/shop/app/**/*.test.ts', 'scripts/*.test.mjs'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/**/*.test.ts'],
          // Each file opens its own database and app (test/support.ts), and the app keeps its state
          // per database: the files of a worker share the modules instead of loading them again.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          // One document per worker: each test removes the root it rendered into, and its storage
          // is cleared after it (vitest.setup.ts), so the files can share their modules.
          isolate: false,
          setupFiles: [path.join(dirname, 'vitest.setup.ts')],
          include: ['packages/*/src/**/*.dom.test.tsx', 'apps/shop/app/**/*.dom.test.tsx'],
        },
      },
    ],
  },
});
