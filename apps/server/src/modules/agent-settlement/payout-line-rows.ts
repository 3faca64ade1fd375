import type { NewLine } from './agent-settlement.repo.js';
import type { PayoutLine } from './differential.js';

/** Computed lines as rows of a run. */
export const toNewLines = (runId: bigint, lines: PayoutLine[]): NewLine[] =>
  lines.map((l) => ({
    runId,
    memberId: l.participant.memberId,
    contractId: l.participant.contractId,
    base: l.base,
    rateBp: l.rateBp,
    gross: l.gross,
    passedDown: l.passedDown,
    passedDownLines: l.passedDownLines.map((d) => ({
      downline: d.downline,
      base: d.base.toString(),
      rateBp: d.rateBp,
      amount: d.amount.toString(),
    })),
    amount: l.amount,
  }));
