import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
// In development the browser reaches the API through the same origin, as in production.
const toApi = { target: apiUrl };

export default defineConfig({
  plugins: [reactRouter(), vanillaExtractPlugin()],
  server: { proxy: { '/api': toApi, '/content': toApi, '/gateway': toApi, '^/error$': toApi } },
  build: {
    sourcemap: process.env.SOURCEMAP === 'true',
    rollupOptions: {
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
