import { ACCOUNT_CENTRE_TYPES, AccountType } from '@bet/contracts/constants';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Db } from '../../db/create-db.js';
import type { SessionSite } from '../../db/schema-identity.js';
import { AppError } from '../../shared/app-error.js';
import { hashToken, newToken } from '../../shared/tokens.js';
import * as repo from './session.repo.js';

export interface MemberIdentity {
  memberId: bigint;
  merchantId: number;
  type: number;
  username: string;
  rankLevel: number;
  tokenHash: string;
  loginMethod: string;
  /** The site the session was opened on: 'agent' sessions may only make the agent site's calls. */
  site?: SessionSite;
  /** When the session opened (epoch ms): the session limit and reality checks count from it. */
  sessionStartedAt?: number;
}

export type { SessionSite };

/** Who may call a route: any session (trial included), a real member, or an agent. */
export type Access = 'session' | 'member' | 'agent';

export const isTrial = (type: number) => type === AccountType.trial;
/** Agents run a team. The spec's list also names 4 (trial); a trial account has no team, so it is left out. */
export const isAgent = (type: number) => (ACCOUNT_CENTRE_TYPES as readonly number[]).includes(type);

// Writing last_seen_at on every request would make each call a write; once a minute is enough.
const TOUCH_EVERY_MS = 60_000;

/**
 * Player sessions: opaque 256-bit tokens stored only as hashes, with idle and absolute expiry,
 * and by default one live session per account.
 */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly opts: { idleMinutes: number; maxHours: number; singleSession: boolean },
  ) {}

  async open(
    memberId: bigint,
    ctx: {
      ip: string;
      device: string;
      method: string;
      site?: SessionSite;
      /** A shorter life than the site's sessions have (the withdrawal-only page's). */
      maxMinutes?: number;
    },
  ): Promise<string> {
    const token = newToken();
    const tokenHash = hashToken(token);
    const lifeMs = Math.min(this.opts.maxHours * 60, ctx.maxMinutes ?? Infinity) * 60_000;
    await this.db.transaction().execute(async (trx) => {
      await repo.insertSession(trx, {
        tokenHash,
        memberId,
        expiresAt: new Date(Date.now() + lifeMs),
        ip: ctx.ip,
        device: ctx.device,
        method: ctx.method,
        site: ctx.site ?? 'member',
      });
      if (this.opts.singleSession) await repo.revokeOtherSessions(trx, memberId, tokenHash, 'replaced');
    });
    return token;
  }

  async authenticate(token: string | undefined, merchantId: number): Promise<MemberIdentity> {
    if (!token) throw new AppError(ErrorCodes.notLoggedIn, 'not logged in, please log in');
    const tokenHash = hashToken(token);
    const s = await repo.findSession(this.db, tokenHash);
    const now = Date.now();
    if (!s || s.merchant_id !== merchantId)
      throw new AppError(ErrorCodes.userOrTokenInvalid, 'invalid session');
    if (s.revoked_at) {
      // "Logged out from another device" is worth telling apart: the player may want to know.
      if (s.revoke_reason === 'replaced')
        throw new AppError(ErrorCodes.loginNotSession, 'logged in on another device');
      throw new AppError(ErrorCodes.userOrTokenInvalid, 'session ended');
    }
    if (s.disabled) throw new AppError(ErrorCodes.accountDisabled, 'account disabled');
    const idleDeadline = s.last_seen_at.getTime() + this.opts.idleMinutes * 60_000;
    if (s.expires_at.getTime() <= now || idleDeadline <= now) {
      throw new AppError(ErrorCodes.userOrTokenInvalid, 'session expired');
    }
    if (now - s.last_seen_at.getTime() > TOUCH_EVERY_MS) await repo.touchSession(this.db, tokenHash);
    return {
      memberId: s.member_id,
      merchantId: s.merchant_id,
      type: s.type,
      username: s.username,
      rankLevel: s.rank_level,
      tokenHash,
      loginMethod: s.login_method,
      site: s.site,
      sessionStartedAt: s.created_at.getTime(),
    };
  }

  /** Refuses the call when the identity may not make it (spec §6). */
  static assertAccess(identity: MemberIdentity, access: Access): void {
    if (access === 'session') return;
    if (isTrial(identity.type))
      throw new AppError(ErrorCodes.trialAccountForbidden, 'please register an account first');
    if (access === 'agent' && !isAgent(identity.type))
      throw new AppError(ErrorCodes.forbidden, 'agents only');
  }

  close(tokenHash: string) {
    return repo.revokeSession(this.db, tokenHash, 'logout');
  }

  closeAll(memberId: bigint, reason: string) {
    return repo.revokeAllSessions(this.db, memberId, reason);
  }
}
