import type { LoginResponse } from '@bet/contracts/identity/login';
import type { Db } from '../../db/create-db.js';
import * as repo from './member.repo.js';
import type { LoginContext, LoginService } from './login.service.js';

/**
 * Free play: a new trial account with play money, logged in at once. The play money is the
 * wallet's to give: handed in as `creditPlayMoney`, so identity does not import the wallet.
 */
export class FreePlayService {
  constructor(
    private readonly d: {
      db: Db;
      login: Pick<LoginService, 'complete'>;
      creditPlayMoney: (db: Db, merchantId: number, memberId: bigint) => Promise<unknown>;
    },
  ) {}

  async start(ctx: LoginContext): Promise<LoginResponse> {
    const merchantId = ctx.merchant.merchant.id;
    const member = await repo.insertTrialMember(this.d.db, merchantId, new Date());
    await this.d.creditPlayMoney(this.d.db, merchantId, BigInt(member.id));
    return this.d.login.complete(member, ctx, 'freeplay');
  }
}
