import type {
  WITHDRAWAL_CODE_MINUTES as CodeMinutes,
  WITHDRAWAL_PAGE as Page,
} from '@bet/contracts/responsible-gaming/responsible-gaming';

/*
 * The excluded player's withdrawal page (issue 20). The contract's values are written out, typed
 * against it (a change there fails to compile here): its module brings zod, and the route guard,
 * which is in every page's code, needs the address. Apart from withdrawal-link.ts, whose code only
 * the login's refusal and the page itself load.
 */

/** The withdrawal-only page; the one-time code rides in `?code=`. */
export const WITHDRAWAL_PAGE: typeof Page = '/withdrawal';
/** How long that code can be used, once. */
export const WITHDRAWAL_CODE_MINUTES: typeof CodeMinutes = 15;
