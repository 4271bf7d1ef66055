import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
// In development the browser reaches the API through the same origin, as in production.
const toApi = { target: apiUrl };

/**
 * The root loader sends the messages compiled (`compiledMessagesFor`), so the browser's
 * intl-messageformat needs no ICU parser: the client build takes the package's entry without it.
 * The server keeps the parser, which compiles the catalogs.
 */
function icuParserOnServerOnly(): Plugin {
  const parser = '@formatjs/icu-messageformat-parser';
  return {
    name: 'escale:icu-parser-on-server-only',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer, options) {
      if (source !== parser) return null;
      return this.resolve(`${parser}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * React Router publishes a production build beside the development one that its package exports
 * name; the only difference is that it leaves out the warnings for developers. The browser takes it.
 */
function reactRouterProductionInBrowser(): Plugin {
  return {
    name: 'escale:react-router-production-in-browser',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      return { ...resolved, id: resolved.id.replace('/dist/development/', '/dist/production/') };
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), vanillaExtractPlugin(), icuParserOnServerOnly(), reactRouterProductionInBrowser()],
  server: { proxy: { '/api': toApi, '/content': toApi, '/gateway': toApi, '^/error$': toApi } },
  build: {
    sourcemap: process.env.SOURCEMAP === 'true',
    cssCodeSplit: false,
    rollupOptions: {
      // What at least eight chunks share (React Router, React's glue, the root and the domain rules
      // most pages use) travels as one file: a page loads fewer, better-compressed files than when
      // every set of sharers has its own chunk. Measured, not derived: the size gate
      // (`scripts/page-budgets.mjs`) says when a new route or deferred part moves the optimum (six
      // was best until the cards, search forms and checkout form loaded after the page; seven until
      // the contact and activity pages came; eight until the account's routes came, when twelve
      // gave every page its lowest figure, the stay page 148.6 KB against 150.2 KB with nine).
      output: { codeSplitting: { groups: [{ name: 'shared', minShareCount: 12 }] } },
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
