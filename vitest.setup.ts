import { afterEach } from 'vitest';

// The jsdom tests share one document per worker (vitest.config.ts): what a test stored in the
// browser's storage is gone before the next one, in this file or another.
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
