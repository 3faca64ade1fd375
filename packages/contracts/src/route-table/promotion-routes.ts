import type * as promotions from '../promotions/promotions.js';
import { r, chosen, tokenChosen, type In, type Out } from './route-def.js';

/**
 * Promotions (issue 17): the list and a promotion's detail are public (a visitor sees them with
 * the state JOIN; a token, when sent, gives the player's own states); joining, claiming, codes
 * and the reward centre need a real account.
 */
export const promotionRoutes = {
  promotions: r<{
    query: In<typeof promotions.promotionListQuery>;
    response: Out<typeof promotions.promotionListResponse>;
  }>('GET', '/wps/promotion/list', 'COMM3', 17, chosen),
  promotionDetail: r<{
    query: In<typeof promotions.promotionIdQuery>;
    response: Out<typeof promotions.promotionDetail>;
  }>('GET', '/wps/promotion/detail', 'COMM3', 17, chosen),
  joinPromotion: r<{
    body: In<typeof promotions.promotionIdBody>;
    response: Out<typeof promotions.promotionDetail>;
  }>('POST', '/wps/promotion/join', 'COMM3', 17, tokenChosen),
  claimPromotion: r<{
    body: In<typeof promotions.promotionIdBody>;
    response: Out<typeof promotions.promotionClaimResult>;
  }>('POST', '/wps/promotion/claim', 'REWCEN3', 17, tokenChosen),
  /** A promotion's latest paid rewards, names masked (public, like the detail). */
  promotionWinners: r<{
    query: In<typeof promotions.promotionIdQuery>;
    response: Out<typeof promotions.promotionWinnersResponse>;
  }>('GET', '/wps/promotion/detail/winners', 'COMM3', 17, chosen),
  /** An application with its comment and images; an operator reviews it (state APPLYING). */
  applyPromotion: r<{
    body: In<typeof promotions.applyPromotionRequest>;
    response: Out<typeof promotions.promotionClaimResult>;
  }>('POST', '/wps/promotion/apply', 'COMM3', 17, tokenChosen),
  /** Sign-up bonus (spec §7): a new player joins it, then requests the reward once eligible. */
  signUpPromoJoin: r<{
    body: In<typeof promotions.promotionIdBody>;
    response: Out<typeof promotions.promotionDetail>;
  }>('POST', '/wps/promotion/signup/join', 'REFERRALPROMO3', 17, tokenChosen),
  signUpPromoReward: r<{
    body: In<typeof promotions.promotionIdBody>;
    response: Out<typeof promotions.promotionClaimResult>;
  }>('POST', '/wps/promotion/signup/reward', 'REFERRALPROMO3', 17, tokenChosen),
  /** A lucky-wheel spin: one ticket for one draw of the published prize table (spec §7's raffle). */
  rafflePromotion: r<{
    body: In<typeof promotions.promotionIdBody>;
    response: Out<typeof promotions.raffleResult>;
  }>('POST', '/wps/promotion/raffle', 'COMM3', 17, tokenChosen),
  redeemBonusCode: r<{
    body: In<typeof promotions.redeemBonusCodeRequest>;
    response: Out<typeof promotions.promotionClaimResult>;
  }>('POST', '/wps/promotion/code', 'REWCEN3', 17, tokenChosen),
  /** Reward centre: the player's rewards, newest first. */
  promotionRewards: r<{
    query: In<typeof promotions.promotionRewardsQuery>;
    response: Out<typeof promotions.promotionRewardsResponse>;
  }>('GET', '/wps/promotion/rewards', 'REWCEN3', 17, tokenChosen),
} as const;
