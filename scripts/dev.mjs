// `npm run dev`: the server (rebuilt and restarted on change) on :3000, and Vite with hot reload
// for the site on :5173 and the back office on :5174 (http://localhost:5174/backoffice/), both
// proxying the API to the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { context } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let server;
const restart = () => {
  server?.kill('SIGTERM');
  server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  });
};

const { readFileSync } = await import('node:fs');
const pkg = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
const ctx = await context({
  absWorkingDir: path.join(root, 'apps/server'),
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies).filter((n) => !n.startsWith('@bet/')),
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  plugins: [{ name: 'restart', setup: (b) => b.onEnd((r) => r.errors.length === 0 && restart()) }],
});
await ctx.watch();
const vite = spawn('npm', ['run', 'dev', '-w', '@bet/web'], { cwd: root, stdio: 'inherit' });
const backoffice = spawn('npm', ['run', 'dev', '-w', '@bet/backoffice'], { cwd: root, stdio: 'inherit' });
const stop = () => {
  server?.kill('SIGTERM');
  vite.kill('SIGTERM');
  backoffice.kill('SIGTERM');
  void ctx.dispose();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
