import type { Db } from '../db/create-db.js';
import {
  findHelpLinks,
  insertRefusal,
  replaceHelpLinks,
  upsertLimit,
} from '../modules/responsible-gaming/responsible-gaming.repo.js';
import { DEMO_ACCOUNTS } from './demo-members.js';

/** Where the demo merchant's players can turn for help (the responsible-gaming page lists them). */
const HELP_LINKS = [
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org' },
  { name: 'GamCare', url: 'https://www.gamcare.org.uk' },
  { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org' },
];

const DAY_MS = 24 * 60 * 60_000;

/**
 * The demo merchant's responsible gaming (issue 20): its help organisations, and a weekly deposit
 * limit of P 20,000 on the second downline, so the page shows a limit in use; that player tried to
 * deposit past it on three of the last days, which the markers of harm put on the review list at
 * start. Runs once per merchant.
 */
export async function seedDemoResponsibleGaming(db: Db, merchantId: number): Promise<void> {
  if ((await findHelpLinks(db, merchantId)).length > 0) return;
  await replaceHelpLinks(db, merchantId, HELP_LINKS);
  const member = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', DEMO_ACCOUNTS.downlines[1])
    .executeTakeFirst();
  if (!member) return;
  await upsertLimit(db, {
    memberId: member.id,
    merchantId,
    limit: { kind: 'DEPOSIT', period: 'WEEK', value: 2_000_000n, pendingValue: null, pendingAt: null },
  });
  for (const daysAgo of [3, 2, 1])
    await insertRefusal(db, {
      merchantId,
      memberId: member.id,
      kind: 'DEPOSIT',
      period: 'WEEK',
      action: 'DEPOSIT',
      amount: 500_000n,
      at: new Date(Date.now() - daysAgo * DAY_MS),
    });
}
