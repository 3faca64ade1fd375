import type { AgentSettlementService } from '../modules/agent-settlement/agent-settlement.service.js';
import type { JobDefinition } from './scheduler.js';

export const AGENT_SETTLEMENT_JOB = 'settle-agent-contracts';

/**
 * Every minute: accrue settled bets, settle each closed contract period once (real-time salary
 * every 5 minutes), pay the lines whose release delay has passed (decision 0038).
 */
export const agentSettlementJob = (settlement: AgentSettlementService): JobDefinition => ({
  name: AGENT_SETTLEMENT_JOB,
  everyMs: 60_000,
  run: () => settlement.runDue(),
});
