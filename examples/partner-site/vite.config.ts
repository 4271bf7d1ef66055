import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The partner compiles the packages' vanilla-extract styles in its own build, with its own theme.
// Its one chunk carries @escale/i18n's catalogs and ICU parser whole (`compiledMessagesFor`): a
// partner's production site would send the messages its pages show, compiled, as the shop does.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: { chunkSizeWarningLimit: 2000 },
});
