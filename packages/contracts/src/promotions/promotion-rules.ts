/**
 * Promotions' fixed lists and their arithmetic without zod (the web's forms and cards import them
 * at run time; promotions.ts builds the schemas from the same values). Amounts here are minor
 * units (bigint) so the server, the back office's preview and the tests compute the same cent.
 */

/**
 * Kinds built so far (issue 17): a deposit bonus the player joins before depositing, bonus codes,
 * cashback (or rebate) the scheduler pays after each day or week, applications (the player
 * applies with a comment and images; an operator approves with an amount or rejects with a
 * reason), and the sign-up bonus (a new player joins within days of registering and requests the
 * reward once the account is complete), the lucky wheel (tickets earned by deposits or bets,
 * each one spin of a published prize table), and the red-envelope rain (at set times each day, a
 * budget split into random envelopes; each player grabs one per rain), and the prize draw (a
 * raffle: joined players earn entries by deposits or bets, and after each day or week the
 * scheduler draws the winners of its ranked prizes among them). Definitions are data: each kind's
 * parameters live in `rules`, not in code per promotion.
 */
export const PROMOTION_KINDS = [
  'DEPOSIT_BONUS',
  'BONUS_CODE',
  'CASHBACK',
  'APPLICATION',
  'SIGN_UP',
  'LUCKY_WHEEL',
  'RED_ENVELOPE',
  'RAFFLE',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * The player's state of one promotion (spec §4's activity states, those these kinds reach):
 * COMING_SOON before the start; JOIN when the player may join (or enter a code); JOINED while
 * waiting for a qualifying deposit; CLAIM when the reward is ready; PROCESS while a flagged claim
 * waits for an operator; APPLYING while an application waits for one; CLAIMED once paid for this
 * period; REJECTED when the operator refused the claim or application; CLOSED when it ended, was
 * paused, ran out of budget or the player is not eligible.
 */
export const PROMOTION_STATES = [
  'COMING_SOON',
  'JOIN',
  'JOINED',
  'CLAIM',
  'PROCESS',
  'APPLYING',
  'CLAIMED',
  'REJECTED',
  'CLOSED',
] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** Why a promotion is CLOSED for this player. */
export const PROMOTION_CLOSED_REASONS = ['ENDED', 'PAUSED', 'BUDGET', 'NOT_ELIGIBLE'] as const;
export type PromotionClosedReason = (typeof PROMOTION_CLOSED_REASONS)[number];

/** How often a player may be rewarded: once ever, or once per day / week of the report time zone. */
export const PROMOTION_REPEATS = ['ONCE', 'DAILY', 'WEEKLY'] as const;
export type PromotionRepeat = (typeof PROMOTION_REPEATS)[number];

/**
 * Which deposit qualifies: the player's first, second or third deposit ever (a welcome package's
 * steps, each joined before it is made), or any deposit after joining (a reload).
 */
export const DEPOSIT_BONUS_DEPOSITS = ['FIRST', 'SECOND', 'THIRD', 'ANY'] as const;
export type DepositBonusDeposit = (typeof DEPOSIT_BONUS_DEPOSITS)[number];
/** Which of the player's deposits ever an ordinal bonus pays on (1 = the first); null for ANY. */
export const depositOrdinal = (deposit: DepositBonusDeposit): number | null =>
  deposit === 'ANY' ? null : DEPOSIT_BONUS_DEPOSITS.indexOf(deposit) + 1;

/**
 * What a sign-up bonus may ask of the new account before it pays (spec §7's sign-up promo "join"
 * then "reward request"): a mobile number on the account, and a bank card bound for withdrawals.
 * Both tie the bonus to a real person, which is what a free reward for registering needs.
 */
export const SIGN_UP_REQUIREMENTS = ['MOBILE', 'BANK_CARD'] as const;
export type SignUpRequirement = (typeof SIGN_UP_REQUIREMENTS)[number];

/**
 * What cashback is a percent of, over the player's bets settled in the day / week: the net loss
 * (stakes less payouts, nothing when the player won) or the valid bet (a rebate).
 */
export const CASHBACK_BASES = ['NET_LOSS', 'VALID_BET'] as const;
export type CashbackBasis = (typeof CASHBACK_BASES)[number];
/** Cashback pays a share of what was lost or bet: at most all of it. */
export const CASHBACK_PERCENT_MAX = 100;
/** Minutes after a day / week ends before it is paid: bets settled at its very end are counted. */
export const CASHBACK_PAY_DELAY_MINUTES = 5;

/**
 * What earns lucky-wheel tickets: money deposited (successful deposits) or valid bets settled,
 * counted in the promotion's period (the day, the week, or its whole run) from its start.
 */
export const WHEEL_TICKET_BASES = ['DEPOSIT', 'VALID_BET'] as const;
export type WheelTicketBasis = (typeof WHEEL_TICKET_BASES)[number];
/** The most tickets one player may earn in one period (a bound on spins, not the wheel's odds). */
export const WHEEL_TICKETS_MAX = 100;
/** Spins of a wheel the detail page lists (the player's latest). */
export const WHEEL_SPINS_SHOWN = 10;

/** Tickets a basis earns: one per full `stepMinor`, at most `ticketsMax`. */
export function wheelTicketsEarned(
  rules: { stepMinor: bigint; ticketsMax: number },
  basisMinor: bigint,
): number {
  if (rules.stepMinor <= 0n || basisMinor <= 0n) return 0;
  const earned = basisMinor / rules.stepMinor;
  return earned < BigInt(rules.ticketsMax) ? Number(earned) : rules.ticketsMax;
}

/**
 * A red-envelope rain falls every day at each of its times (`HH:MM`, the report time zone) for
 * its minutes; each rain splits its budget into its envelopes (red-envelopes.ts), and each
 * player grabs at most one envelope per rain.
 */
export const RAIN_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** At most one rain an hour: a rain is an event, not a faucet. */
export const RAIN_TIMES_MAX = 24;
export const RAIN_MINUTES_MAX = 60;

/**
 * A prize draw (RAFFLE): entries are earned like wheel tickets (one per step deposited or bet since
 * joining, in the day or week, at most a number), and a few minutes after the period ends
 * (CASHBACK_PAY_DELAY_MINUTES: the period's last bets are settled) the scheduler draws its ranked
 * prizes among the entrants, each winner drawn with a chance proportional to their entries and
 * winning at most one prize.
 */
export const RAFFLE_PRIZE_RANKS_MAX = 10;
/** Winners of one draw in all (the ranks' winners summed): a draw pays a few, not a crowd. */
export const RAFFLE_WINNERS_MAX = 100;

/** An operator's status of a promotion: paused hides nothing but pays nothing (CLOSED, PAUSED). */
export const PROMOTION_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/**
 * A claim: PAID at once; FLAGGED when abuse signals link the player to another claimant (review);
 * APPLIED while an application waits for the operator (who approves it with an amount: PAID).
 */
export const PROMOTION_CLAIM_STATUSES = ['PAID', 'FLAGGED', 'APPLIED', 'REJECTED'] as const;
/** Claims an operator still has to decide. */
export const PROMOTION_REVIEW_STATUSES = [
  'FLAGGED',
  'APPLIED',
] as const satisfies readonly PromotionClaimStatus[];
export type PromotionClaimStatus = (typeof PROMOTION_CLAIM_STATUSES)[number];

/**
 * What links two accounts to one person when both claim a once-per-person reward: the same bank
 * account number, the same ID number, a browser both logged in from (its device id), or
 * registration from the same IP within a day. (Mobile and e-mail are unique per merchant, so they
 * cannot be shared.)
 */
export const PROMOTION_SIGNALS = ['BANK_ACCOUNT', 'ID_NUMBER', 'DEVICE', 'IP'] as const;
export type PromotionSignal = (typeof PROMOTION_SIGNALS)[number];

/**
 * An application (spec §3, §5): a comment of at most 140 characters (the player's Zalo or WhatsApp
 * id, say) and at most 3 png or jpg images of at most 5 MB each — the same image rules as
 * feedback's screenshots, checked by the images' bytes.
 */
export const APPLICATION_COMMENT_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Velocity limit: rewards (claims, codes, applications) one player may ask for in a rolling hour,
 * across every promotion (cashback the scheduler pays is not asked for: not counted); beyond,
 * `promotion.too.fast` until the hour has passed. Each reward is already once per promotion and
 * period, so only a script goes this fast.
 */
export const PROMOTION_CLAIMS_PER_HOUR = 10;
/**
 * Applications one client address may send in an hour: each carries up to 15 MB of images, so a
 * flood is refused before it is read; players behind one address (a café) share it.
 */
export const APPLICATIONS_PER_HOUR = 30;
/** The operator's reason of a rejection (shown to the player). */
export const PROMOTION_REASON_MAX = 200;

/** Winners a promotion's page lists (its latest paid rewards). */
export const PROMOTION_WINNERS_MAX = 10;

/** Bounds (spec shows none: ours). */
export const PROMOTION_TITLE_MAX = 80;
export const PROMOTION_SUMMARY_MAX = 200;
export const PROMOTION_RULES_MAX = 4000;
export const PROMOTION_PERCENT_MAX = 500;
export const PROMOTION_TURNOVER_MAX = 100;
/** Days a ready reward waits for its claim after the qualifying deposit. */
export const PROMOTION_CLAIM_DAYS_MAX = 90;
/** Bonus codes: letters and digits, case-insensitive (kept upper case). */
export const BONUS_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;
export const BONUS_CODE_BATCH_MAX = 1000;
/** Code attempts a player may make per hour (guessing is refused with TOO_MANY_REQUESTS beyond). */
export const BONUS_CODE_ATTEMPTS_PER_HOUR = 10;

/**
 * A percent reward: `percent` of the amount (a deposit, a period's net loss or valid bet), rounded
 * down to the cent, at most `cap`; nothing below `minimum`. Percent has at most 2 decimals
 * (hundredths of a percent are exact).
 */
export function percentRewardMinor(
  rules: { percent: number; capMinor: bigint; minimumMinor: bigint },
  amountMinor: bigint,
): bigint {
  if (amountMinor <= 0n || amountMinor < rules.minimumMinor) return 0n;
  const raw = (amountMinor * BigInt(Math.round(rules.percent * 100))) / 10_000n;
  return raw < rules.capMinor ? raw : rules.capMinor;
}

/** The turnover a reward asks for before a withdrawal: the reward × the multiple (0 = none). */
export const turnoverRequiredMinor = (rewardMinor: bigint, multiple: number): bigint =>
  rewardMinor * BigInt(multiple);

/** A code as the player typed it, as it is kept: trimmed, upper case. */
export const normaliseBonusCode = (code: string): string => code.trim().toUpperCase();

/** The card art a promotion wears (drawn by the site, so every promotion has a picture). */
export const PROMOTION_ARTS = [
  'welcome',
  'reload',
  'code',
  'cashback',
  'vip',
  'apply',
  'wheel',
  'envelope',
  'raffle',
] as const;
export type PromotionArt = (typeof PROMOTION_ARTS)[number];
