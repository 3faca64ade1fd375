import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const BACKOFFICE_PREFIX = '/backoffice';

/**
 * Serves the operator console (apps/backoffice) under /backoffice: hashed assets cached for a
 * year, every other path the console's document (its router decides), never cached and never
 * indexed. The console calls the same `/ops` API as curl does; it adds no route of its own.
 */
export async function registerBackofficeStatic(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'back office not built: run `npm run build` to serve /backoffice');
    return;
  }
  const document = fs.readFileSync(indexFile);
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: `${BACKOFFICE_PREFIX}/`,
    decorateReply: false,
    wildcard: false,
    index: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendDocument = async (_request: unknown, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(document);
  app.get(BACKOFFICE_PREFIX, sendDocument);
  app.get(`${BACKOFFICE_PREFIX}/*`, sendDocument);
}
