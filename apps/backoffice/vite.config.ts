import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The operator API goes to the Fastify server in development.
const api = 'http://localhost:3000';

/** The operator console: served by the same server under /backoffice (decision 0024). */
export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5174, proxy: { '/ops': api } },
  // One operator tool, loaded once per shift: each feature's pages are lazy chunks, the shell is one.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 700 },
  test: {
    name: 'backoffice',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
