import type { Db } from '../db/create-db.js';
import { DEMO_ACCOUNTS } from './demo-members.js';

const MINUTE_MS = 60_000;

/** A short conversation in the public room, oldest first: who, what, how many minutes ago. */
const conversation: ReadonlyArray<readonly [string, string, number]> = [
  [DEMO_ACCOUNTS.player, 'Good evening everyone! Anyone playing the new slots tonight?', 42],
  [DEMO_ACCOUNTS.downlines[0], 'Just hit a small win on Lucky Wheel 🎉', 38],
  [DEMO_ACCOUNTS.agent, 'Welcome to the room. Please keep it friendly, and never share your password.', 35],
  [DEMO_ACCOUNTS.downlines[1], 'How long does a withdrawal take usually?', 21],
  [DEMO_ACCOUNTS.player, 'Mine came in about 10 minutes yesterday.', 19],
  [DEMO_ACCOUNTS.downlines[1], 'Thanks! Good luck all.', 6],
];

/** A handful of messages from the demo players on a fresh site (once: skipped when the room has any). */
export async function seedDemoChat(db: Db, merchantId: number): Promise<void> {
  const any = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  const members = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchantId)
    .where(
      'username',
      'in',
      conversation.map(([who]) => who),
    )
    .execute();
  const idOf = new Map(members.map((m) => [m.username, m.id]));
  const now = Date.now();
  const rows = conversation.flatMap(([who, text, minutesAgo]) => {
    const memberId = idOf.get(who);
    return memberId === undefined
      ? []
      : [
          {
            merchant_id: merchantId,
            room: 'public',
            member_id: memberId,
            text,
            created_at: new Date(now - minutesAgo * MINUTE_MS),
          },
        ];
  });
  if (rows.length > 0) await db.insertInto('chat_messages').values(rows).execute();
}
