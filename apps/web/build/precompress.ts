import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Not html: the server renders the document per request (with the status it inlines).
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
/** Below this, the compressed copy saves less than the request's own headers. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy next to every text file of the build, once,
 * so the server sends compressed bytes without compressing on each request (`@fastify/static`
 * `preCompressed`). Runs after Vite has copied the public folder too.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bet:precompress',
    // Not the server build (dist-ssr): Node reads it from disk.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const bytes = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
