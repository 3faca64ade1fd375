import type { Db } from '../db/create-db.js';
import type { StoredPromotionRules } from '../db/schema-promotions.js';
import {
  insertCodes,
  insertPromotion,
  replaceTexts,
} from '../modules/promotions/promotions-operator.repo.js';
import { insertApplication } from '../modules/promotions/promotion-applications.repo.js';
import { DEMO_ACCOUNTS } from './demo-members.js';
import { demoDepositPromotions } from './demo-deposit-promotions.js';
import { demoDrawPromotions } from './demo-draw-promotions.js';
import { depositBonus, everyone, text, type DemoPromotion } from './demo-promotion-parts.js';

const DAY = 86_400_000;
/** The demo's bonus code (README): 50.00, once per player, 1,000 uses. */
export const DEMO_BONUS_CODE = 'WELCOME2026';

const cashback = (
  basis: 'NET_LOSS' | 'VALID_BET',
  category: 'RNG' | null,
  percent: number,
  cap: number,
  minimum: number,
  turnoverMultiple: number,
): StoredPromotionRules => ({
  kind: 'CASHBACK',
  basis,
  category,
  percent,
  capMinor: String(cap * 100),
  minimumMinor: String(minimum * 100),
  turnoverMultiple,
});

/**
 * Thirteen promotions so `/promotions` is alive on first start: the deposit bonuses of
 * demo-deposit-promotions.ts (a first-deposit welcome bonus, its second-deposit step and a daily
 * reload), a bonus code, a VIP weekly reload, one coming soon, a weekly cashback
 * every player takes part in (begun two weeks ago, so the scheduler pays the demo's past weeks on
 * first start), a daily slots rebate to join, and a weekly application ("share your big win") with
 * one application from a demo downline waiting in the back office's review queue, and a sign-up
 * bonus of 88 for players registered since yesterday (the register title shows it), and the draws
 * of demo-draw-promotions.ts (a lucky wheel, a red-envelope rain and a prize draw).
 */
export async function seedDemoPromotions(db: Db, merchantId: number): Promise<void> {
  const now = Date.now();
  const demos: DemoPromotion[] = [
    ...demoDepositPromotions(now),
    {
      values: {
        kind: 'BONUS_CODE',
        art: 'code',
        startsAt: new Date(now - 5 * DAY),
        endsAt: new Date(now + 60 * DAY),
        repeat: 'ONCE',
        claimDays: 7,
        budget: 50_000_00n,
        sort: 3,
        rules: { kind: 'BONUS_CODE', amountMinor: '5000', turnoverMultiple: 3 },
        eligibility: everyone,
      },
      texts: [
        text(
          'EN',
          'Bonus code: 50 free',
          `Enter the code ${DEMO_BONUS_CODE} and get 50.`,
          `Enter ${DEMO_BONUS_CODE} in the bonus code box on the promotions page.\n\nOne code per player. Wager the bonus 3 times before a withdrawal.`,
        ),
        text(
          'TY',
          'Bonus code: 50 libre',
          `Ilagay ang code na ${DEMO_BONUS_CODE} at makakuha ng 50.`,
          `Ilagay ang ${DEMO_BONUS_CODE} sa kahon ng bonus code sa pahina ng promosyon.\n\nIsang code bawat manlalaro. Itaya ang bonus nang 3 beses bago mag-withdraw.`,
        ),
      ],
      codes: [DEMO_BONUS_CODE],
    },
    {
      values: {
        kind: 'DEPOSIT_BONUS',
        art: 'vip',
        startsAt: new Date(now - 20 * DAY),
        endsAt: null,
        repeat: 'WEEKLY',
        claimDays: 7,
        budget: null,
        sort: 4,
        rules: depositBonus('ANY', 20, 2000, 500, 5),
        eligibility: { newPlayersOnly: false, vipLevels: [3, 4, 5, 6, 7, 8, 9, 10], minDeposits: 1 },
      },
      texts: [
        text(
          'EN',
          'VIP weekly reload 20%',
          'VIP 3 and above: 20% every week, up to 2,000.',
          'For VIP levels 3 and above.\n\nYour first deposit of at least 500 each week earns 20% of it, up to 2,000.\n\nWager the bonus 5 times before a withdrawal.',
        ),
      ],
    },
    {
      values: {
        kind: 'DEPOSIT_BONUS',
        art: 'cashback',
        startsAt: new Date(now + 10 * DAY),
        endsAt: new Date(now + 40 * DAY),
        repeat: 'ONCE',
        claimDays: 7,
        budget: 20_000_00n,
        sort: 5,
        rules: depositBonus('ANY', 50, 300, 100, 8),
        eligibility: everyone,
      },
      texts: [
        text(
          'EN',
          'Holiday boost 50%',
          'Coming soon: 50% on one deposit, up to 300.',
          'Opens in ten days.\n\nJoin, then deposit at least 100: we add 50%, up to 300.\n\nWager the bonus 8 times before a withdrawal.',
        ),
      ],
    },
    {
      values: {
        kind: 'CASHBACK',
        art: 'cashback',
        startsAt: new Date(now - 14 * DAY),
        endsAt: null,
        repeat: 'WEEKLY',
        claimDays: 7,
        budget: 50_000_00n,
        sort: 6,
        rules: cashback('NET_LOSS', null, 10, 1000, 100, 0),
        eligibility: everyone,
      },
      texts: [
        text(
          'EN',
          'Weekly cashback 10%',
          '10% of your net loss back every Monday, up to 1,000.',
          'Every player takes part: nothing to join.\n\nIf your bets settled from Monday to Sunday lost 100 or more, we pay back 10% of the net loss, up to 1,000, early on Monday.\n\nNo turnover: the cashback can be withdrawn at once.',
        ),
        text(
          'TY',
          'Lingguhang cashback 10%',
          '10% ng iyong net loss tuwing Lunes, hanggang 1,000.',
          'Kasali ang lahat ng manlalaro.\n\nKung ang iyong mga taya mula Lunes hanggang Linggo ay natalo ng 100 o higit pa, ibabalik namin ang 10% ng net loss, hanggang 1,000, sa umaga ng Lunes.\n\nWalang turnover.',
        ),
      ],
    },
    {
      values: {
        kind: 'CASHBACK',
        art: 'reload',
        startsAt: new Date(now - DAY),
        endsAt: null,
        repeat: 'DAILY',
        claimDays: 7,
        budget: 20_000_00n,
        sort: 7,
        rules: cashback('VALID_BET', 'RNG', 0.8, 500, 50, 1),
        eligibility: everyone,
      },
      texts: [
        text(
          'EN',
          'Daily slots rebate 0.8%',
          '0.8% of every slots bet back each day, up to 500.',
          'Join to take part: slots bets settled after you join count.\n\nA valid bet of 50 or more in a day earns 0.8% of it back, up to 500, paid just after midnight.\n\nWager the rebate once before a withdrawal.',
        ),
      ],
    },
    {
      values: {
        kind: 'APPLICATION',
        art: 'apply',
        startsAt: new Date(now - 3 * DAY),
        endsAt: new Date(now + 30 * DAY),
        repeat: 'ONCE',
        claimDays: 7,
        budget: 20_000_00n,
        sort: 8,
        rules: { kind: 'APPLICATION', maxAmountMinor: '88800', turnoverMultiple: 1 },
        eligibility: everyone,
      },
      texts: [
        text(
          'EN',
          'Share your big win',
          'Show us a win of 50× or more and get up to 888.',
          'Won 50 times your stake or more on a slot or fish game? Apply with your Zalo or WhatsApp id and up to 3 screenshots of the win.\n\nOur team reviews every application within a day and pays up to 888, according to the win.\n\nOne application per player. Wager the reward once before a withdrawal.',
        ),
        text(
          'TY',
          'Ibahagi ang malaking panalo',
          'Ipakita ang panalong 50× o higit pa at makakuha ng hanggang 888.',
          'Nanalo ng 50 beses ng taya o higit pa? Mag-apply gamit ang iyong Zalo o WhatsApp id at hanggang 3 screenshot ng panalo.\n\nSinusuri ng aming team ang bawat aplikasyon sa loob ng isang araw at nagbabayad ng hanggang 888.\n\nIsang aplikasyon bawat manlalaro. Itaya ang gantimpala nang isang beses bago mag-withdraw.',
        ),
      ],
      application: {
        username: DEMO_ACCOUNTS.downlines[0],
        comment: 'Zalo 0912 345 678: 120× on Fortune Gems on Tuesday, screenshot sent in chat.',
      },
    },
    {
      values: {
        kind: 'SIGN_UP',
        art: 'welcome',
        startsAt: new Date(now - DAY),
        endsAt: null,
        repeat: 'ONCE',
        claimDays: 7,
        budget: 100_000_00n,
        sort: 0,
        rules: {
          kind: 'SIGN_UP',
          amountMinor: '8800',
          turnoverMultiple: 3,
          requires: ['MOBILE', 'BANK_CARD'],
        },
        eligibility: everyone,
      },
      texts: [
        text(
          'EN',
          'Free 88 for new players',
          'Register, add your mobile and a bank card, and get 88 free.',
          'For players who registered after this offer began: join within 7 days of registering.\n\nOnce your account has a mobile number and a bank card for withdrawals, request your 88.\n\nOne sign-up bonus per person. Wager the bonus 3 times before a withdrawal.',
        ),
        text(
          'TY',
          'Libreng 88 para sa bagong manlalaro',
          'Mag-register, idagdag ang mobile at bank card, at makakuha ng libreng 88.',
          'Para sa mga nag-register matapos magsimula ang alok na ito: sumali sa loob ng 7 araw mula sa pag-register.\n\nKapag may mobile number at bank card na ang iyong account, hilingin ang iyong 88.\n\nIsang sign-up bonus bawat tao. Itaya ang bonus nang 3 beses bago mag-withdraw.',
        ),
      ],
    },
    ...demoDrawPromotions(now),
  ];
  for (const d of demos) {
    const { id } = await insertPromotion(db, merchantId, d.values);
    await replaceTexts(db, id, d.texts);
    if (d.codes) await insertCodes(db, merchantId, id, d.codes, 1000);
    if (d.application) await seedApplication(db, merchantId, id, d.application);
  }
}

/** One application waiting for review, so the back office's queue shows the review alive. */
async function seedApplication(
  db: Db,
  merchantId: number,
  promotionId: number,
  a: { username: string; comment: string },
) {
  const member = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', a.username)
    .executeTakeFirstOrThrow();
  await insertApplication(db, {
    merchantId,
    promotionId,
    memberId: member.id,
    period: 'once',
    comment: a.comment,
    signals: [],
    images: [],
  });
}
