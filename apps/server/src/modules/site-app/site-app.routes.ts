import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { AppError } from '../../shared/app-error.js';
import { defineRoute } from '../../shared/define-route.js';
import type { MerchantService } from '../merchant/merchant.service.js';
import { toLanguage } from '../system/system.service.js';
import { ICON_SIZES, type IconSize } from './pwa-icon.js';
import type { SiteAppService } from './site-app.service.js';

/**
 * The browser asks for the manifest and icons itself, without our headers: the merchant is the
 * `?merchant=` of the URL (the manifest puts it on its icons), else the `Merchant` header, else
 * the default merchant — the one the served document is made for.
 */
function merchantOf(request: FastifyRequest, merchants: MerchantService) {
  const query = request.query as { merchant?: unknown };
  const code = typeof query.merchant === 'string' && query.merchant ? query.merchant : undefined;
  return merchants.resolve(code ?? request.headers.merchant);
}

/** The join-us page (a contract call) and the lite app's manifest and icons (plain files). */
export function registerSiteAppRoutes(
  app: FastifyInstance,
  deps: { siteApp: SiteAppService; merchants: MerchantService },
) {
  const { siteApp, merchants } = deps;

  defineRoute(app, 'joinPage', {
    handler: ({ request }) => siteApp.joinPage(request.merchantContext, toLanguage(request.headers.language)),
  });

  app.get('/manifest.webmanifest', async (request, reply) => {
    const manifest = await siteApp.manifest(await merchantOf(request, merchants));
    // Revalidated on each start: an operator's new colours reach installed apps on their next update check.
    return reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifest));
  });

  app.get<{ Params: { file: string } }>('/pwa/:file', async (request, reply) => {
    const match = /^icon-(\d{3})\.png$/.exec(request.params.file);
    const size = Number(match?.[1]);
    if (!ICON_SIZES.includes(size as IconSize)) throw new AppError(ErrorCodes.notFound, 'no such icon');
    const png = await siteApp.icon(await merchantOf(request, merchants), size as IconSize);
    // The URL carries the colours (`v`), so an icon at one URL never changes.
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(png);
  });
}
