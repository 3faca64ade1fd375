import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { TwoFactorStep } from '@bet/contracts/operator/operator';
import { TWO_FACTOR_ROLES, type OperatorRole } from '@bet/contracts/operator/operator-permissions';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { hashToken, newToken } from '../../shared/tokens.js';
import * as repo from './operator.repo.js';

export interface OperatorIdentity {
  operatorId: number;
  username: string;
  role: string;
  /** The session's id and token hash ("my sessions" marks the current one and keeps it). */
  sessionId: bigint;
  tokenHash: string;
}

/** `required`: admin and finance must use an authenticator; `optional`: only who enrolled. */
export type TwoFactorMode = 'required' | 'optional';
export type PendingStep = Exclude<TwoFactorStep, 'none'>;

export interface SessionAnswer {
  token: string;
  role: string;
  operatorId: number;
  idleMinutes: number;
  twoFactor: TwoFactorStep;
}

// A hash to verify against when the username is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined;

export class OperatorAuthService {
  constructor(
    private readonly db: Db,
    private readonly limits: { idleMinutes: number; maxHours: number },
    readonly twoFactorMode: TwoFactorMode = 'required',
  ) {}

  get idleMinutes(): number {
    return this.limits.idleMinutes;
  }

  /** Whether this role must sign in with a code (under `required`). */
  twoFactorRequiredFor(role: string): boolean {
    return this.twoFactorMode === 'required' && TWO_FACTOR_ROLES.includes(role as OperatorRole);
  }

  /**
   * Creates the first operator when there is none. Its password comes from the environment,
   * or is generated and returned so that it can be printed once.
   */
  async ensureFirstOperator(
    username: string,
    password?: string,
  ): Promise<{ created: boolean; password?: string }> {
    if ((await repo.countOperators(this.db)) > 0) return { created: false };
    const secret = password ?? randomBytes(18).toString('base64url');
    const [result] = await repo.insertOperator(this.db, {
      username,
      passwordHash: await hash(secret),
      role: 'admin',
    });
    // Another process starting at the same moment may have made it: then its password holds.
    if ((result?.numInsertedOrUpdatedRows ?? 0n) === 0n) return { created: false };
    return { created: true, ...(password ? {} : { password: secret }) };
  }

  /** Another operator account (the caller checks that an admin asks); false when the name is taken. */
  async createOperator(username: string, password: string, role: string): Promise<boolean> {
    const [result] = await repo.insertOperator(this.db, {
      username,
      passwordHash: await hash(password),
      role,
    });
    return (result?.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  /**
   * Checks the password and opens a session: full when no second factor applies, else pending
   * (`verify`: enrolled; `enrol`: the role must use one and has none yet).
   */
  async login(
    username: string,
    password: string,
    ip: string,
    userAgent: string | null,
  ): Promise<SessionAnswer> {
    const operator = await repo.findOperatorByUsername(this.db, username);
    decoyHash ??= hash(randomBytes(16).toString('hex'));
    const valid = await verify(operator?.password_hash ?? (await decoyHash), password);
    if (!operator || operator.disabled || !valid) {
      throw new AppError(ErrorCodes.operatorCredentialsInvalid, 'wrong username or password');
    }
    const twoFactor: TwoFactorStep = operator.totp_secret
      ? 'verify'
      : this.twoFactorRequiredFor(operator.role)
        ? 'enrol'
        : 'none';
    return this.openSession(operator, { ip, userAgent }, twoFactor);
  }

  /** A new session of the operator (the second factor's success opens a full one with a new token). */
  async openSession(
    operator: { id: number; role: string },
    from: { ip: string; userAgent: string | null },
    twoFactor: TwoFactorStep,
  ): Promise<SessionAnswer> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + this.limits.maxHours * 3_600_000);
    await repo.insertOperatorSession(this.db, {
      tokenHash: hashToken(token),
      operatorId: operator.id,
      expiresAt,
      ip: from.ip,
      userAgent: from.userAgent,
      pendingTwoFactor: twoFactor === 'none' ? null : twoFactor,
    });
    return {
      token,
      role: operator.role,
      operatorId: operator.id,
      idleMinutes: this.limits.idleMinutes,
      twoFactor,
    };
  }

  /** A full session's operator; a session still waiting for its second factor is refused. */
  async authenticate(token: string | undefined): Promise<OperatorIdentity> {
    const { identity, pending } = await this.authenticateAny(token);
    if (pending)
      throw new AppError(ErrorCodes.operatorTwoFactorRequired, 'enter the authenticator code first');
    return identity;
  }

  /** Any live session, pending or full (the two-factor calls accept both). */
  async authenticateAny(
    token: string | undefined,
  ): Promise<{ identity: OperatorIdentity; pending: PendingStep | null }> {
    if (!token) throw new AppError(ErrorCodes.operatorAuthRequired, 'operator login required');
    const tokenHash = hashToken(token);
    const idleSince = new Date(Date.now() - this.limits.idleMinutes * 60_000);
    const session = await repo.findLiveSession(this.db, tokenHash, idleSince);
    if (!session) throw new AppError(ErrorCodes.operatorAuthRequired, 'operator session expired');
    await repo.touchSession(this.db, tokenHash);
    return {
      identity: {
        operatorId: session.operatorId,
        username: session.username,
        role: session.role,
        sessionId: session.sessionId,
        tokenHash,
      },
      pending: session.pendingTwoFactor,
    };
  }

  logout(token: string): Promise<unknown> {
    return repo.revokeSession(this.db, hashToken(token));
  }
}
