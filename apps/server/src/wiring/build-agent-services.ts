import type { Config } from '../config.js';
import type { Db } from '../db/create-db.js';
import { AgentContractsOperatorService } from '../modules/agent-contracts/agent-contracts-operator.service.js';
import { AgentContractsService } from '../modules/agent-contracts/agent-contracts.service.js';
import { AgentPayoutsService } from '../modules/agent-settlement/agent-payouts.service.js';
import { AgentSettlementService } from '../modules/agent-settlement/agent-settlement.service.js';
import { TeamBetsService } from '../modules/agent-team/team-bets.service.js';
import { TeamMembersService } from '../modules/agent-team/team-members.service.js';
import { TeamOverviewService } from '../modules/agent-team/team-overview.service.js';
import { TeamProfitService } from '../modules/agent-team/team-profit.service.js';
import { TeamTransactionsService } from '../modules/agent-team/team-transactions.service.js';
import { createClock } from '../shared/clock.js';

/** The agent centre (issue 15): team reports, contracts, settlement — built once, here. */
export function buildAgentServices({ db, config }: { db: Db; config: Config }) {
  const timeZone = config.REPORT_TIME_ZONE;
  // Team reports read the team roll-up.
  const teamOverview = new TeamOverviewService({ db, timeZone });
  const teamMembers = new TeamMembersService({ db });
  const teamProfit = new TeamProfitService({ db, timeZone });
  const teamBets = new TeamBetsService({ db, timeZone });
  const teamTransactions = new TeamTransactionsService({ db });
  // Contracts: offers, answers, terminations and the operator's terms.
  const agentContracts = new AgentContractsService({ db });
  const agentContractsOperator = new AgentContractsOperatorService({ db, contracts: agentContracts });
  // Settlement reads its own clock: a browser test moves it forward to close a period (decision 0038).
  const settlementClock = createClock({ adjustable: config.TEST_CLOCK_CONTROL });
  const agentSettlement = new AgentSettlementService({ db, timeZone, clock: settlementClock });
  const agentPayouts = new AgentPayoutsService({ db, settlement: agentSettlement });
  return {
    ...{ teamOverview, teamMembers, teamProfit, teamBets, teamTransactions },
    ...{ agentContracts, agentContractsOperator, settlementClock, agentSettlement, agentPayouts },
  };
}
