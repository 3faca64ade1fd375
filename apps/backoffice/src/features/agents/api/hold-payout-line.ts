import { operatorSettlementRoutes } from '@bet/contracts/operator/operator-agents';
import { opsCall } from '@/shared/api/ops-call';

/** PENDING → HELD with the reason: the line is not paid until released (configure; audited). */
export const holdPayoutLine = (body: { lineId: number; reason: string }) =>
  opsCall(operatorSettlementRoutes.holdPayoutLine, { body });
