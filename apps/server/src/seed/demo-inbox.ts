import type { Db } from '../db/create-db.js';
import { DEMO_ACCOUNTS } from './demo-members.js';
import * as inbox from '../modules/inbox/inbox.repo.js';

/**
 * Demo inbox: two private messages for the demo player (the newest unread, so the badge shows 1)
 * and one broadcast to everyone, which the demo player has read. Sent by the system (no operator).
 */
export async function seedDemoInbox(db: Db, merchantId: number): Promise<void> {
  const player = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', DEMO_ACCOUNTS.player)
    .executeTakeFirst();
  if (!player) return;
  const send = async (
    title: string,
    content: string,
    audience: Parameters<typeof inbox.insertRecipients>[3],
    readByPlayer: boolean,
  ) => {
    const message = await db
      .insertInto('inbox_messages')
      .values({
        merchant_id: merchantId,
        title,
        content,
        sender_operator_id: null,
        audience_kind: audience.kind,
        audience: JSON.stringify(audience),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await inbox.insertRecipients(db, merchantId, message.id, audience);
    if (readByPlayer) await inbox.markRead(db, player.id, message.id);
  };
  const toPlayer = { kind: 'player', username: DEMO_ACCOUNTS.player } as const;
  await send(
    'Welcome to DemoBet',
    '<p>Welcome aboard! Your account is ready. Visit <a href="/promo">Promotions</a> for this week\'s offers.</p>',
    toPlayer,
    true,
  );
  await send(
    'Scheduled maintenance',
    '<p>The site will be briefly unavailable on <strong>Sunday 02:00–02:30</strong> for upgrades.</p>',
    { kind: 'everyone' },
    true,
  );
  await send(
    'Your weekly cashback is ready',
    '<p>Hi! Your <strong>weekly cashback</strong> has been credited. Good luck this week.</p>',
    toPlayer,
    false,
  );
}
