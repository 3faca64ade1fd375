import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import type { ReferralService } from './referral.service.js';

/** Referral (issue 18): the player's invite-friends page. */
export function registerReferralRoutes(app: FastifyInstance, deps: { referral: ReferralService }): void {
  defineRoute(app, 'referralSummary', { handler: ({ request }) => deps.referral.summary(request.member) });
}
