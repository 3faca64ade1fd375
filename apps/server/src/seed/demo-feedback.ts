import type { Db } from '../db/create-db.js';
import { hasFeedback, insertFeedback } from '../modules/feedback/feedback.repo.js';
import { DEMO_ACCOUNTS } from './demo-members.js';

const DAY_MS = 86_400_000;

/**
 * Two feedback items of `demoplayer` on a fresh site: a deposit question the operator answered
 * (days ago) and a suggestion still waiting in the back office's queue. Once per player.
 */
export async function seedDemoFeedback(db: Db, merchantId: number): Promise<void> {
  const player = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', DEMO_ACCOUNTS.player)
    .executeTakeFirst();
  if (!player || (await hasFeedback(db, BigInt(player.id)))) return;
  const memberId = BigInt(player.id);
  const now = Date.now();
  const answered = await insertFeedback(db, {
    merchantId,
    memberId,
    questionType: 'deposit',
    content: 'My bank transfer from this morning is not in my balance yet. Reference BDO-0042.',
    screenshots: [],
    createdAt: new Date(now - 3 * DAY_MS),
  });
  await db
    .updateTable('feedback')
    .set({
      status: 'replied',
      reply: 'Thank you for waiting: the transfer arrived and is now in your balance.',
      replied_at: new Date(now - 3 * DAY_MS + 2 * 3_600_000),
    })
    .where('id', '=', answered)
    .execute();
  await insertFeedback(db, {
    merchantId,
    memberId,
    questionType: 'suggestion',
    content: 'Could the lottery results page show the last ten draws at once?',
    screenshots: [],
    createdAt: new Date(now - 1 * DAY_MS),
  });
}
