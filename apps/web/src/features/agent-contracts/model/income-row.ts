import type { ContractKind } from './contract-view';

export type IncomeStatus = 'pending' | 'held' | 'paid';

/** One settled period of one contract: base × rate − rate passed down = amount. */
export interface IncomeRow {
  id: string;
  kind: ContractKind;
  period: string;
  base: number;
  rate: number;
  passedDownRate: number;
  amount: number;
  status: IncomeStatus;
}

export interface IncomePage {
  rows: IncomeRow[];
  page: number;
  totalPages: number;
  totalAmount: number;
}
