import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HOME_PATHS, readPreloads } from './web-preloads.js';

/**
 * What the served document adds for this request: data the first render needs in `<head>`, and
 * the page itself in `#root` when the server draws it (decision 0043).
 */
export type DocumentParts = (
  request: FastifyRequest,
  page: { home: boolean; url: string },
) => Promise<{ head: string; root?: string }>;

/** The document is small and per request: a fast Brotli level is nearly as small as the best. */
const BROTLI_FAST = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Serves the built web app. Hashed assets are cached for a year; the build's Brotli and gzip
 * copies are sent to browsers that take them. Any other GET that asks for HTML gets the document
 * (history-mode routing), never cached, with what `documentParts` adds for this request and the
 * preload links of the chunks the page needs first.
 */
export async function registerWebStatic(
  app: FastifyInstance,
  distDir: string,
  options: { documentParts?: DocumentParts } = {},
) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // One route per built file (globbed at start): "/" and client routes fall through to the document.
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The lite app's worker is checked on every visit, so a new build reaches it at once.
        const worker = /^sw\.js(\.br|\.gz)?$/.test(path.basename(filePath));
        reply.header(
          'cache-control',
          worker ? 'no-cache' : immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve the site');
  }
  const template = hasBuild ? fs.readFileSync(indexFile, 'utf8') : '';
  const preloads = readPreloads(distDir);

  async function partsFor(request: FastifyRequest, url: string): Promise<{ head: string; root?: string }> {
    const pathname = url.split('?')[0] ?? '/';
    const home = HOME_PATHS.has(pathname);
    const links = preloads.always + (home ? preloads.home : '');
    try {
      const parts = (await options.documentParts?.(request, { home, url })) ?? { head: '' };
      return { head: parts.head + links, root: parts.root };
    } catch (error) {
      // The page still works without the inlined data: the browser asks for it itself.
      request.log.warn({ err: error }, 'document head data unavailable');
      return { head: links };
    }
  }

  return async function historyFallback(request: FastifyRequest, reply: FastifyReply) {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!hasBuild || !wantsHtml) return reply.status(404).type('text/plain').send('Not found');
    const { head, root } = await partsFor(request, request.url);
    let html = template.replace('</head>', `${head}</head>`);
    // `data-ssr`: the browser hydrates what the server drew instead of drawing it again.
    if (root) html = html.replace('<div id="root"></div>', () => `<div id="root" data-ssr="">${root}</div>`);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    reply.type('text/html; charset=utf-8');
    const accepts = request.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepts))
      return reply.header('content-encoding', 'br').send(brotliCompressSync(html, BROTLI_FAST));
    if (/\bgzip\b/.test(accepts))
      return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
    return reply.send(html);
  };
}
