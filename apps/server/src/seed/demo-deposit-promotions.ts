import { depositBonus, everyone, text, type DemoPromotion } from './demo-promotion-parts.js';

const DAY = 86_400_000;

/**
 * The deposit bonuses at the head of the demo's list: a first-deposit welcome bonus (for new
 * sign-ups: the demo player has deposited already), its second-deposit step, and a daily reload the
 * demo player can join, claim and see in bonus details.
 */
export const demoDepositPromotions = (now: number): DemoPromotion[] => [
  {
    values: {
      kind: 'DEPOSIT_BONUS',
      art: 'welcome',
      startsAt: new Date(now - 30 * DAY),
      endsAt: null,
      repeat: 'ONCE',
      claimDays: 7,
      budget: 100_000_00n,
      sort: 1,
      rules: depositBonus('FIRST', 100, 1000, 100, 10),
      eligibility: everyone,
    },
    texts: [
      text(
        'EN',
        'Welcome bonus 100%',
        'Double your first deposit, up to 1,000.',
        'Join before your first deposit.\n\nDeposit at least 100: we add 100% of it, up to 1,000.\n\nClaim within 7 days of the deposit. The bonus must be wagered 10 times before a withdrawal.',
      ),
      text(
        'TY',
        'Welcome bonus 100%',
        'Doblehin ang unang deposito, hanggang 1,000.',
        'Sumali bago ang unang deposito.\n\nMagdeposito ng hindi bababa sa 100: dadagdagan namin ng 100%, hanggang 1,000.\n\nI-claim sa loob ng 7 araw. Kailangang itaya ang bonus nang 10 beses bago mag-withdraw.',
      ),
    ],
  },
  {
    values: {
      kind: 'DEPOSIT_BONUS',
      art: 'welcome',
      startsAt: new Date(now - 30 * DAY),
      endsAt: null,
      repeat: 'ONCE',
      claimDays: 7,
      budget: 50_000_00n,
      sort: 1,
      rules: depositBonus('SECOND', 50, 500, 100, 8),
      eligibility: everyone,
    },
    texts: [
      text(
        'EN',
        'Second deposit bonus 50%',
        'Your second deposit gets 50% more, up to 500.',
        'Join before your second deposit.\n\nDeposit at least 100 as your second deposit: we add 50% of it, up to 500.\n\nClaim within 7 days of the deposit. The bonus must be wagered 8 times before a withdrawal.',
      ),
      text(
        'TY',
        'Bonus sa ikalawang deposito 50%',
        'Dagdag na 50% sa ikalawang deposito, hanggang 500.',
        'Sumali bago ang ikalawang deposito.\n\nMagdeposito ng hindi bababa sa 100 bilang ikalawang deposito: dadagdagan namin ng 50%, hanggang 500.\n\nI-claim sa loob ng 7 araw. Kailangang itaya ang bonus nang 8 beses bago mag-withdraw.',
      ),
    ],
  },
  {
    values: {
      kind: 'DEPOSIT_BONUS',
      art: 'reload',
      startsAt: new Date(now - 10 * DAY),
      endsAt: null,
      repeat: 'DAILY',
      claimDays: 1,
      budget: null,
      sort: 2,
      rules: depositBonus('ANY', 10, 500, 200, 5),
      eligibility: everyone,
    },
    texts: [
      text(
        'EN',
        'Daily reload 10%',
        'Every day: 10% on your first deposit of 200 or more.',
        'Join once; the offer then repeats every day.\n\nYour first deposit of at least 200 each day earns 10% of it, up to 500.\n\nClaim it the same day. Wager the bonus 5 times before a withdrawal.',
      ),
      text(
        'TY',
        'Araw-araw na reload 10%',
        'Araw-araw: 10% sa unang deposito na 200 o higit pa.',
        'Sumali nang isang beses; uulit ito araw-araw.\n\nAng unang deposito na hindi bababa sa 200 bawat araw ay may 10%, hanggang 500.\n\nI-claim sa parehong araw. Itaya ang bonus nang 5 beses bago mag-withdraw.',
      ),
    ],
  },
];
