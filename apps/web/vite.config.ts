import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';

// The API, game and operator calls go to the Fastify server in development.
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
});
