import { createHash, randomBytes } from 'node:crypto';
import type { PlayAllowance } from '../../adapters/game-vendor/game-vendor.js';
import type { Db } from '../../db/create-db.js';
import * as sessions from './house-rounds.repo.js';
import { setAllowance } from './play-allowances.repo.js';
import * as wallets from './house-vendor-wallet.repo.js';

/** Free play: each session's play money at the vendor, kept apart from real wallets. */
export const DEMO_BALANCE = 200_000n;
const SESSION_HOURS = 12;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Opens the game session of a launch, for any house product: a random token (only its hash is
 * stored) that lasts 12 hours; a free-play session's own wallet is topped up to the demo balance.
 * A real-money launch's allowance replaces the player's, counted from nothing (decision 0063).
 */
export async function openGameSession(
  db: Db,
  s: {
    merchantId: number;
    player: string;
    game: string;
    demo: boolean;
    demoWallet: string;
    now: number;
    nickname?: string;
    allowance?: PlayAllowance | undefined;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await sessions.insertSession(trx, {
      tokenHash: hashOf(token),
      merchantId: s.merchantId,
      player: s.player,
      game: s.game,
      demo: s.demo,
      ...(s.nickname ? { nickname: s.nickname } : {}),
      expiresAt: new Date(s.now + SESSION_HOURS * 3_600_000),
    });
    if (s.demo) await wallets.topUpWallet(trx, s.merchantId, s.demoWallet, DEMO_BALANCE);
    else if (s.allowance)
      await setAllowance(trx, { merchantId: s.merchantId, player: s.player, ...s.allowance });
  });
  return token;
}

/** The session of a token if it has not expired by `now`. */
export const findGameSession = (db: Db, token: string | undefined, now: number) =>
  token ? sessions.findLiveSession(db, hashOf(token), new Date(now)) : Promise.resolve(undefined);
