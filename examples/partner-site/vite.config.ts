import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The partner compiles the packages' vanilla-extract styles in its own build, with its own theme.
export default defineConfig({ plugins: [react(), vanillaExtractPlugin()] });
