import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  APPLICATION_IMAGES_MAX,
  APPLICATIONS_PER_HOUR,
  BONUS_CODE_ATTEMPTS_PER_HOUR,
} from '@bet/contracts/promotions/promotion-rules';
import { defineRoute } from '../../shared/define-route.js';
import { withImageBodyLimit } from '../../shared/image-data-url.js';
import { optionalMember } from '../identity/optional-member.js';
import type { SessionService } from '../identity/session.service.js';
import { toLanguage } from '../system/system.service.js';
import type { PromotionRewardsService } from './promotion-rewards.service.js';
import type { RaffleService } from './raffle.service.js';
import type { PromotionsService } from './promotions.service.js';

/** The player's promotions (issue 17): list and detail are public; the rest needs a real account. */
export function registerPromotionRoutes(
  app: FastifyInstance,
  deps: {
    promotions: PromotionsService;
    rewards: PromotionRewardsService;
    raffles: RaffleService;
    sessions: Pick<SessionService, 'authenticate'>;
  },
): void {
  const { promotions, rewards, raffles, sessions } = deps;
  const language = (headers: FastifyRequest['headers']) => toLanguage(headers.language);

  defineRoute(app, 'promotions', {
    handler: async ({ request, query }) =>
      promotions.list(
        request.merchantContext.merchant.id,
        language(request.headers),
        query,
        await optionalMember(request, sessions),
      ),
  });
  defineRoute(app, 'promotionDetail', {
    handler: async ({ request, query }) =>
      promotions.detail(
        request.merchantContext.merchant.id,
        language(request.headers),
        query.id,
        await optionalMember(request, sessions),
      ),
  });
  defineRoute(app, 'promotionWinners', {
    handler: ({ request, query }) => rewards.winners(request.merchantContext.merchant.id, query.id),
  });
  defineRoute(app, 'joinPromotion', {
    handler: ({ request, body }) => promotions.join(request.member, language(request.headers), body.id),
  });
  defineRoute(app, 'claimPromotion', {
    handler: ({ request, body }) => promotions.claim(request.member, language(request.headers), body.id),
  });
  defineRoute(app, 'signUpPromoJoin', {
    handler: ({ request, body }) => promotions.join(request.member, language(request.headers), body.id, true),
  });
  defineRoute(app, 'signUpPromoReward', {
    handler: ({ request, body }) =>
      promotions.claim(request.member, language(request.headers), body.id, true),
  });
  defineRoute(app, 'rafflePromotion', {
    handler: ({ request, body }) => raffles.draw(request.member, language(request.headers), body.id),
  });
  // Three images of 5 MB as base64 plus the comment; a few applications an hour per client.
  withImageBodyLimit(
    app,
    (scope) =>
      defineRoute(scope, 'applyPromotion', {
        rateLimit: { max: APPLICATIONS_PER_HOUR, timeWindow: '1 hour' },
        handler: ({ request, body }) => promotions.apply(request.member, body),
      }),
    APPLICATION_IMAGES_MAX,
  );
  // Codes cannot be guessed by brute force: a few attempts an hour per client.
  defineRoute(app, 'redeemBonusCode', {
    rateLimit: { max: BONUS_CODE_ATTEMPTS_PER_HOUR, timeWindow: '1 hour' },
    handler: ({ request, body }) =>
      promotions.redeemCode(request.member, language(request.headers), body.code),
  });
  defineRoute(app, 'promotionRewards', {
    handler: ({ request, query }) => rewards.rewards(request.member, language(request.headers), query),
  });
}
