import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** A house lottery result proposed by one operator, waiting for another's approval (migration 0031). */
export interface LotteryResultProposalsTable {
  id: Generated<number>;
  merchant_id: number;
  game_code: string;
  issue: string;
  /** The prize numbers as strings (jsonb array). */
  result: ColumnType<string[], string, string>;
  status: Generated<'PENDING' | 'APPROVED' | 'SUPERSEDED'>;
  proposed_by: number;
  proposed_at: CreatedAt;
  approved_by: number | null;
  approved_at: Date | null;
}

export interface LotteryOperationsTables {
  lottery_result_proposals: LotteryResultProposalsTable;
}
