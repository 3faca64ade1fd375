import { AccountType } from '@bet/contracts/constants';
import type { Db } from '../../db/create-db.js';

/** The member's upline and whether the operator lets this member send money to it. */
export const findUplineRights = (db: Db, memberId: bigint) =>
  db
    .selectFrom('members')
    .select(['upline_id', 'to_upline'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();

/** A direct downline of the agent by username (stored lower-case); trial accounts never count. */
export const findDirectDownline = (db: Db, merchantId: number, agentId: bigint, username: string) =>
  db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username.toLowerCase())
    .where('upline_id', '=', agentId)
    .where('type', '<>', AccountType.trial)
    .executeTakeFirst();
