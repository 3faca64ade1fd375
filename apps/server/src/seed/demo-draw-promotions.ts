import type { Db } from '../db/create-db.js';
import { everyone, text, type DemoPromotion } from './demo-promotion-parts.js';

const DAY = 86_400_000;
/** The demo prize draw began this long ago: its past days are drawn on first start. */
const RAFFLE_DAYS = 3;

/**
 * The draws of the demo (decisions 0051, 0052): a daily lucky wheel whose tickets are the day's
 * deposits (one per 100, up to 5), a red-envelope rain every hour on the hour, and a daily prize
 * draw on the day's valid bets, which the demo team entered three days ago (joinDemoRaffles): the
 * scheduler draws those days on first start, so its winner board is alive.
 */
export const demoDrawPromotions = (now: number): DemoPromotion[] => [
  {
    values: {
      kind: 'LUCKY_WHEEL',
      art: 'wheel',
      startsAt: new Date(now - DAY),
      endsAt: null,
      repeat: 'DAILY',
      claimDays: 7,
      budget: 50_000_00n,
      sort: 1,
      rules: {
        kind: 'LUCKY_WHEEL',
        basis: 'DEPOSIT',
        ticketStepMinor: '10000',
        ticketsMax: 5,
        turnoverMultiple: 1,
        // Weights out of 100: the page publishes each as a percent (expected prize 7.18 a spin).
        prizes: [
          { amountMinor: '0', weight: 35 },
          { amountMinor: '200', weight: 25 },
          { amountMinor: '500', weight: 18 },
          { amountMinor: '1000', weight: 12 },
          { amountMinor: '2000', weight: 6 },
          { amountMinor: '5000', weight: 3 },
          { amountMinor: '18800', weight: 1 },
        ],
      },
      eligibility: everyone,
    },
    texts: [
      text(
        'EN',
        'Daily lucky wheel',
        'Every 100 you deposit today is a spin. Win up to 188.',
        'Each 100.00 you deposit in a day earns one ticket, up to 5 tickets a day. Each ticket is one spin of the wheel.\n\nThe wheel shows every prize and its chance. Prizes go straight to your balance; wager a prize once before a withdrawal.\n\nTickets are counted per day and do not carry over.',
      ),
      text(
        'TY',
        'Araw-araw na lucky wheel',
        'Bawat 100 na ide-deposito mo ngayon ay isang spin. Manalo ng hanggang 188.',
        'Bawat 100.00 na ide-deposito mo sa isang araw ay isang tiket, hanggang 5 tiket bawat araw. Bawat tiket ay isang spin ng wheel.\n\nIpinapakita ng wheel ang bawat premyo at ang tsansa nito. Diretso sa iyong balanse ang premyo; itaya ito nang isang beses bago mag-withdraw.\n\nBinibilang ang mga tiket bawat araw at hindi naililipat sa susunod na araw.',
      ),
    ],
  },
  {
    values: {
      kind: 'RED_ENVELOPE',
      art: 'envelope',
      startsAt: new Date(now - DAY),
      endsAt: null,
      repeat: 'DAILY',
      claimDays: 7,
      budget: 200_000_00n,
      sort: 2,
      rules: {
        kind: 'RED_ENVELOPE',
        // Every hour on the hour, for 10 minutes: the demo is seldom far from a rain.
        times: Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
        minutes: 10,
        envelopes: 200,
        rainBudgetMinor: '200000',
        minMinor: '100',
        turnoverMultiple: 1,
      },
      eligibility: everyone,
    },
    texts: [
      text(
        'EN',
        'Red-envelope rain every hour',
        'On the hour, 2,000 falls in 200 red envelopes. Grab one!',
        'Every hour on the hour, for 10 minutes, 2,000.00 is split into 200 red envelopes of at least 1.00 each.\n\nEach player grabs one envelope per rain, while envelopes last. What you grab goes straight to your balance; wager it once before a withdrawal.',
      ),
      text(
        'TY',
        'Ulan ng pulang sobre bawat oras',
        'Sa bawat oras, 2,000 ang bumubuhos sa 200 pulang sobre. Kumuha ng isa!',
        'Bawat oras, sa loob ng 10 minuto, hinahati ang 2,000.00 sa 200 pulang sobre na may hindi bababa sa 1.00 bawat isa.\n\nIsang sobre bawat manlalaro sa bawat ulan, habang may natitira. Diretso sa iyong balanse ang nakuha mo; itaya ito nang isang beses bago mag-withdraw.',
      ),
    ],
  },
  {
    values: {
      kind: 'RAFFLE',
      art: 'raffle',
      startsAt: new Date(now - RAFFLE_DAYS * DAY),
      endsAt: null,
      repeat: 'DAILY',
      claimDays: 7,
      budget: 500_000_00n,
      sort: 3,
      rules: {
        kind: 'RAFFLE',
        basis: 'VALID_BET',
        ticketStepMinor: '20000',
        ticketsMax: 10,
        turnoverMultiple: 1,
        prizes: [
          { amountMinor: '100000', winners: 1 },
          { amountMinor: '30000', winners: 2 },
          { amountMinor: '5000', winners: 5 },
        ],
      },
      eligibility: everyone,
    },
    texts: [
      text(
        'EN',
        'Daily prize draw',
        'Every 200 you bet is an entry. 8 winners every day, top prize 1,000.',
        "Join once. From then on, every 200.00 of valid bets settled in a day is one entry in that day's draw, up to 10 entries a day.\n\nA few minutes after midnight the day's draw is made: one winner of 1,000, two of 300 and five of 50. The more entries, the better your chance; nobody wins twice in one draw.\n\nPrizes go straight to your balance; wager a prize once before a withdrawal.",
      ),
      text(
        'TY',
        'Araw-araw na bunutan ng premyo',
        'Bawat 200 na taya ay isang entry. 8 panalo araw-araw, pinakamalaking premyo 1,000.',
        'Sumali nang isang beses. Mula noon, bawat 200.00 na valid bet na na-settle sa isang araw ay isang entry sa bunutan ng araw na iyon, hanggang 10 entry bawat araw.\n\nIlang minuto pagkatapos ng hatinggabi, ginagawa ang bunutan: isang panalo ng 1,000, dalawa ng 300 at lima ng 50. Mas maraming entry, mas malaki ang tsansa; walang nananalo nang dalawang beses sa isang bunutan.\n\nDiretso sa iyong balanse ang premyo; itaya ito nang isang beses bago mag-withdraw.',
      ),
    ],
  },
];

/** Enters these players in the merchant's prize draws from each one's start. */
export async function joinDemoRaffles(db: Db, merchantId: number, memberIds: bigint[]): Promise<void> {
  const raffles = await db
    .selectFrom('promotions')
    .select(['id', 'starts_at'])
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'RAFFLE')
    .execute();
  for (const r of raffles)
    for (const memberId of memberIds)
      await db
        .insertInto('promotion_joins')
        .values({ promotion_id: r.id, member_id: memberId, joined_at: r.starts_at })
        .onConflict((oc) => oc.doNothing())
        .execute();
}
