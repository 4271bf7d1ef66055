import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [reactRouter(), vanillaExtractPlugin()],
  // In development the browser reaches the API through the same origin, as in production.
  server: { proxy: { '/api': apiUrl } },
  build: {
    rollupOptions: {
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
