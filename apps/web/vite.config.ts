import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';

// The API, game and operator calls go to the Fastify server in development.
const api = 'http://localhost:3000';

// React Router 7 exports only its development build (remix-run/react-router#14102: dev warnings and
// checks stay on); a production build takes the production files it ships next to it.
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/dist[\\/]development[\\/]index\.m?js$/, 'dist/production/index.mjs');

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), precompress()],
  // The server build (dist-ssr) is code only; the browser's build serves the public files.
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    proxy: { '/wps': api, '/lgw': api, '/hv': api, '/ops': api, '/healthz': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // report-size.mjs reads the manifest to measure the home route's initial JavaScript.
    manifest: true,
    // Every browser we support preloads modules natively; the polyfill would cost initial bytes.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // One stylesheet for the whole site (16 KB gzip), linked by the document: a page the server drew
    // (decision 0043) has every rule it uses before any script runs, so nothing restyles or moves
    // when a lazy part's code arrives. Split per chunk, the home page fetched four.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Everything the first paint runs, in one chunk: Rolldown otherwise splits the modules a lazy
        // route shares with the shell into a dozen small chunks, each a request and a gzip window.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
}));
