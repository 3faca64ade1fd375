import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { hashToken, newToken } from '../../shared/tokens.js';
import * as repo from './operator.repo.js';

export interface OperatorIdentity {
  operatorId: number;
  username: string;
  role: string;
}

// A hash to verify against when the username is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined;

export class OperatorAuthService {
  constructor(
    private readonly db: Db,
    private readonly limits: { idleMinutes: number; maxHours: number },
  ) {}

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
    await repo.insertOperator(this.db, { username, passwordHash: await hash(secret), role: 'admin' });
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

  async login(
    username: string,
    password: string,
    ip: string,
  ): Promise<{ token: string; role: string; operatorId: number }> {
    const operator = await repo.findOperatorByUsername(this.db, username);
    decoyHash ??= hash(randomBytes(16).toString('hex'));
    const valid = await verify(operator?.password_hash ?? (await decoyHash), password);
    if (!operator || operator.disabled || !valid) {
      throw new AppError(ErrorCodes.operatorCredentialsInvalid, 'wrong username or password');
    }
    const token = newToken();
    const expiresAt = new Date(Date.now() + this.limits.maxHours * 3_600_000);
    await repo.insertOperatorSession(this.db, {
      tokenHash: hashToken(token),
      operatorId: operator.id,
      expiresAt,
      ip,
    });
    return { token, role: operator.role, operatorId: operator.id };
  }

  async authenticate(token: string | undefined): Promise<OperatorIdentity> {
    if (!token) throw new AppError(ErrorCodes.operatorAuthRequired, 'operator login required');
    const tokenHash = hashToken(token);
    const idleSince = new Date(Date.now() - this.limits.idleMinutes * 60_000);
    const session = await repo.findLiveSession(this.db, tokenHash, idleSince);
    if (!session) throw new AppError(ErrorCodes.operatorAuthRequired, 'operator session expired');
    await repo.touchSession(this.db, tokenHash);
    return { operatorId: session.operatorId, username: session.username, role: session.role };
  }

  logout(token: string): Promise<unknown> {
    return repo.revokeSession(this.db, hashToken(token));
  }
}
