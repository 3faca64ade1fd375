import type { z } from 'zod';
import { fromMinor, type pageQuery } from '@bet/contracts/wallet/amount';
import type { BonusEntry } from '@bet/contracts/wallet/bonuses';
import type { transactionQuery } from '@bet/contracts/wallet/transactions';
import type { Db } from '../../db/create-db.js';
import * as bonusRepo from './bonus.repo.js';
import { transactionHistory } from './transaction-history.js';

/** The player's account record (transactionHistory) and bonus details (bonusDetails). */
export class RecordsService {
  constructor(private readonly db: Db) {}

  transactions(member: { merchantId: number; memberId: bigint }, query: z.output<typeof transactionQuery>) {
    return transactionHistory(this.db, {
      ...query,
      merchantId: member.merchantId,
      memberId: member.memberId,
    });
  }

  async bonuses(memberId: bigint, query: z.output<typeof pageQuery>) {
    const { rows, total: totalCount } = await bonusRepo.listBonuses(this.db, memberId, {
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    const list: BonusEntry[] = rows.map((b) => {
      const required = BigInt(b.turnover_required);
      const done = BigInt(b.turnover_done);
      return {
        id: Number(b.id),
        name: b.name,
        amount: fromMinor(BigInt(b.amount)),
        creditedAt: b.created_at.getTime(),
        turnoverRequired: fromMinor(required),
        turnoverDone: fromMinor(done < required ? done : required),
        status: done >= required ? 'COMPLETED' : 'IN_PROGRESS',
      };
    });
    return { list, totalCount, totalPages: Math.ceil(totalCount / query.pageSize), pageNo: query.pageNo };
  }
}
