import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { BANNER_MAX_BYTES } from '@bet/contracts/operator/operator-site-schemas';
import { AppError } from '../../shared/app-error.js';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from './operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from './operator-scope.js';
import type { OperatorSettingsService } from './operator-settings.service.js';
import type { OperatorSiteContentService } from './operator-site-content.service.js';
import type { OperatorSiteService } from './operator-site.service.js';

/** One banner image as base64 JSON, with room for the rest of the body. */
const BANNER_BODY_LIMIT = Math.ceil((BANNER_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * The site settings the back office reads (every role) and changes (`configure`: admin), and the
 * public address of uploaded banner images. Vendors and games are in games/operator-games.routes.ts,
 * deposit channels in wallet/operator-deposit-channels.routes.ts.
 */
export function registerOperatorSiteRoutes(
  app: FastifyInstance,
  deps: {
    auth: OperatorAuthService;
    settings: OperatorSettingsService;
    site: OperatorSiteService;
    content: OperatorSiteContentService;
  },
) {
  const { settings, site, content } = deps;

  app.get<{ Params: { file: string } }>('/media/banners/:file', async (request, reply) => {
    const match = /^([1-9]\d{0,9})\.(png|jpg|webp)$/.exec(request.params.file);
    const image =
      match && Number(match[1]) <= 2_147_483_647 ? await content.bannerImage(Number(match[1])) : null;
    if (!image) throw new AppError(ErrorCodes.notFound, 'no such image');
    // A banner's image never changes (a new upload is a new banner): cached for good.
    return reply
      .header('content-type', image.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image.bytes);
  });

  registerOperatorScope(app, deps.auth, (secured) => {
    const configure = (request: Parameters<typeof requirePermission>[0]) => {
      requirePermission(request, 'configure');
      return { id: merchantId(request), who: actor(request) };
    };
    defineOperatorRoute(secured, 'getModules', {
      handler: ({ request }) => site.modules(merchantId(request)),
    });
    defineOperatorRoute(secured, 'getBrand', {
      handler: ({ request }) => settings.getBrand(merchantId(request)),
    });
    defineOperatorRoute(secured, 'getBirthdayLimit', {
      handler: ({ request }) => settings.getBirthdayLimit(merchantId(request)),
    });
    defineOperatorRoute(secured, 'getRegisterRules', {
      handler: ({ request }) => site.registerRules(merchantId(request)),
    });
    defineOperatorRoute(secured, 'setRegisterRule', {
      handler: ({ request, body }) => {
        const { id, who } = configure(request);
        return site.setRegisterRule(id, body, who);
      },
    });
    defineOperatorRoute(secured, 'getResources', {
      handler: ({ request }) => site.resources(merchantId(request)),
    });
    defineOperatorRoute(secured, 'setResources', {
      handler: ({ request, body }) => {
        const { id, who } = configure(request);
        return site.setResources(id, body, who);
      },
    });
    defineOperatorRoute(secured, 'listBanners', {
      handler: ({ request }) => content.banners(merchantId(request)),
    });
    secured.register(async (upload) => {
      upload.addHook('onRoute', (route) => {
        route.bodyLimit = BANNER_BODY_LIMIT;
      });
      defineOperatorRoute(upload, 'addBanner', {
        handler: ({ request, body }) => {
          const { id, who } = configure(request);
          return content.addBanner(id, body, who);
        },
      });
    });
    defineOperatorRoute(secured, 'orderBanners', {
      handler: ({ request, body }) => {
        const { id, who } = configure(request);
        return content.orderBanners(id, body, who);
      },
    });
    defineOperatorRoute(secured, 'deleteBanner', {
      handler: ({ request, body }) => {
        const { id, who } = configure(request);
        return content.deleteBanner(id, body.id, who);
      },
    });
    defineOperatorRoute(secured, 'listHelpArticles', {
      handler: ({ request, query }) => content.articles(merchantId(request), query.language),
    });
    defineOperatorRoute(secured, 'saveHelpArticle', {
      handler: ({ request, body }) => {
        const { id, who } = configure(request);
        return content.saveArticle(id, body, who);
      },
    });
    defineOperatorRoute(secured, 'deleteHelpArticle', {
      handler: ({ request, body }) => {
        const { id, who } = configure(request);
        return content.deleteArticle(id, body.id, who);
      },
    });
  });
}
