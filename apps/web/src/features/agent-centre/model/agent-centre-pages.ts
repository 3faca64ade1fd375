import { isModuleEnabled, type WhitelabelNode } from '@bet/contracts/mod-ids';

/** The agent centre's menu (spec §2), in the specification's order. */
export const AGENT_CENTRE_PAGES = [
  'announcement',
  'teamOverview',
  'registerAccount',
  'teamManagement',
  'teamBetting',
  'userProfitLoss',
  'myIncome',
  'downlineTransactions',
  'dividend',
  'dailyWages',
  'hourlySalary',
  'realTimeSalary',
] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

/** The page the centre opens on (spec §2: agentTeamOverview). */
export const DEFAULT_AGENT_PAGE: AgentCentrePage = 'teamOverview';

/** Pages shown only while the merchant's whitelabel switch for them is on. */
const PAGE_SWITCHES: Partial<Record<AgentCentrePage, string>> = {
  dividend: 'SIGNCONDIV3',
  dailyWages: 'DAILYSALCONT3',
  hourlySalary: 'HOURSAL3',
  realTimeSalary: 'RTSALARY3',
};

/** The menu as this merchant allows it, in the specification's order. */
export const agentMenuPages = (whitelabel: readonly WhitelabelNode[]): AgentCentrePage[] =>
  AGENT_CENTRE_PAGES.filter((page) => {
    const modId = PAGE_SWITCHES[page];
    return modId === undefined || isModuleEnabled(whitelabel, modId);
  });
