// Bundles the server into dist/ with esbuild: our code and the contracts package inline,
// npm dependencies left external (PGlite loads its WASM from its own folder).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@bet/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    'ledger-check': 'src/ledger-check-main.ts',
    'operator-recovery': 'src/operator-recovery-main.ts',
    'ledger-bench': 'src/bench/ledger-bench.ts',
    'real-time-salary-bench': 'src/bench/real-time-salary-bench.ts',
    'lottery-bench': 'src/bench/lottery-bench.ts',
    'promotions-bench': 'src/bench/promotions-bench.ts',
    'missions-bench': 'src/bench/missions-bench.ts',
    'cashback-bench': 'src/bench/cashback-bench.ts',
    'raffle-bench': 'src/bench/raffle-bench.ts',
    'points-bench': 'src/bench/points-bench.ts',
    'live-bench': 'src/bench/live-bench.ts',
    'card-room-bench': 'src/bench/card-room-bench.ts',
    'limits-bench': 'src/bench/limits-bench.ts',
    'job-scheduler-bench': 'src/bench/job-scheduler-bench.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
console.log('server built: apps/server/dist/main.js, dist/ledger-check.js');
