import { operatorSettlementRoutes } from '@bet/contracts/operator/operator-agents';
import { opsCall } from '@/shared/api/ops-call';

/** HELD → paid: the line's amount moves to the agent (moveMoney; audited). */
export const releasePayoutLine = (body: { lineId: number; reason: string }) =>
  opsCall(operatorSettlementRoutes.releasePayoutLine, { body });
