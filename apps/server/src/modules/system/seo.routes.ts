import type { FastifyInstance } from 'fastify';

/**
 * Public pages of spec §2 a search engine should find: home, the game categories, promotions,
 * help, download, join, announcements, VIP and the points mall. Pages that need a session, a
 * launched game or an e-mailed code stay out (and are disallowed in robots.txt).
 */
export const SITEMAP_PATHS = [
  '/',
  '/live',
  '/rng',
  '/fish',
  '/pvp',
  '/elott',
  '/sports',
  '/esports',
  '/lottery',
  '/vnlottery',
  '/seaLottery',
  '/bgs',
  '/bingo',
  '/promotions',
  '/help',
  '/download',
  '/join',
  '/noticePage',
  '/vip',
  '/pointMall',
] as const;

/** Not worth indexing: the game frame, the login page, a pop-up window, a one-time link; the APIs. */
export const DISALLOWED_PATHS = ['/game', '/login', '/sponsor', '/resetPassword', '/wps/', '/hv/'] as const;

const DAY_SECONDS = 24 * 60 * 60;

function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');
}

function sitemapXml(publicUrl: string): string {
  const urls = SITEMAP_PATHS.map((p) => `  <url><loc>${new URL(p, publicUrl).href}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt and sitemap.xml (issue 11, SEO). Plain files, not envelope calls, so not in the
 * contract; addresses are absolute, built from the site's public address (PUBLIC_URL).
 */
export function registerSeoRoutes(app: FastifyInstance, deps: { publicUrl: string }): void {
  // Both are the same for every request: built once.
  const robots = robotsTxt(deps.publicUrl);
  const sitemap = sitemapXml(deps.publicUrl);
  const cache = `public, max-age=${DAY_SECONDS}`;
  const quiet = { config: { quietWhenOk: true } };
  app.get('/robots.txt', quiet, (_request, reply) =>
    reply.header('cache-control', cache).type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', quiet, (_request, reply) =>
    reply.header('cache-control', cache).type('application/xml; charset=utf-8').send(sitemap),
  );
}
