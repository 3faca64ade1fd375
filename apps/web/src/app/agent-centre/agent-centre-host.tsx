import { lazy, useState } from 'react';
import { AgentCentreModal } from '@/features/agent-centre/components/agent-centre-modal';
import type { AgentCentrePage } from '@/features/agent-centre/model/agent-centre-pages';
import { accountTypeOf, isAgentType } from '@/features/identity/lib/account-type';
import { useAuthConfig } from '@/features/identity/model/auth-config';
import { useMemberPanels } from '@/features/identity/model/member-panels-store';
import { useSession } from '@/shared/session/session-store';

// Each panel is its own chunk, loaded when first opened.
const TeamOverviewPanel = lazy(() =>
  import('@/features/agent-centre/components/team-overview-panel').then((m) => ({
    default: m.TeamOverviewPanel,
  })),
);

const TeamManagementPage = lazy(() =>
  import('./offer-contract-pages').then((m) => ({ default: m.TeamManagementPage })),
);

const UserProfitPanel = lazy(() =>
  import('@/features/agent-centre/components/user-profit-panel').then((m) => ({
    default: m.UserProfitPanel,
  })),
);

const TeamBettingPanel = lazy(() =>
  import('@/features/agent-centre/components/team-betting-panel').then((m) => ({
    default: m.TeamBettingPanel,
  })),
);

const DownlineTransactionsPanel = lazy(() =>
  import('@/features/agent-centre/components/downline-transactions-panel').then((m) => ({
    default: m.DownlineTransactionsPanel,
  })),
);

const RegisterAccountPage = lazy(() =>
  import('./offer-contract-pages').then((m) => ({ default: m.RegisterAccountPage })),
);

// The announcement: notices written for agents (or everyone), never the players' ones.
const AgentAnnouncementPage = lazy(() =>
  import('./agent-announcement-page').then((m) => ({ default: m.AgentAnnouncementPage })),
);

// The contract and income panels of the agent-contracts feature.
const MyIncomePanel = lazy(() =>
  import('@/features/agent-contracts/components/my-income-panel').then((m) => ({ default: m.MyIncomePanel })),
);
const DividendPanel = lazy(() =>
  import('@/features/agent-contracts/components/dividend-panel').then((m) => ({ default: m.DividendPanel })),
);
const DailyWagesPanel = lazy(() =>
  import('@/features/agent-contracts/components/daily-wages-panel').then((m) => ({
    default: m.DailyWagesPanel,
  })),
);
const HourlySalaryPanel = lazy(() =>
  import('@/features/agent-contracts/components/hourly-salary-panel').then((m) => ({
    default: m.HourlySalaryPanel,
  })),
);
const RealTimeSalaryPanel = lazy(() =>
  import('@/features/agent-contracts/components/real-time-salary-panel').then((m) => ({
    default: m.RealTimeSalaryPanel,
  })),
);

/**
 * The panels built so far; the others show the centre's "not available yet". `reportMember` is
 * the member team betting opens filtered to (team management's "see reports"). The agent site
 * (`/agent`) shows the same panels as full pages.
 */
export const renderAgentCentrePage = (
  page: AgentCentrePage,
  navigate: (page: AgentCentrePage) => void,
  reportMember: string,
  setReportMember: (username: string) => void,
) => {
  switch (page) {
    case 'announcement':
      return <AgentAnnouncementPage />;
    case 'teamOverview':
      return <TeamOverviewPanel />;
    case 'registerAccount':
      return <RegisterAccountPage />;
    case 'teamManagement':
      return (
        <TeamManagementPage
          onSeeReports={(username) => {
            setReportMember(username);
            navigate('teamBetting');
          }}
        />
      );
    case 'teamBetting':
      return <TeamBettingPanel key={reportMember} initialMember={reportMember} />;
    case 'userProfitLoss':
      return <UserProfitPanel />;
    case 'downlineTransactions':
      return <DownlineTransactionsPanel />;
    case 'myIncome':
      return <MyIncomePanel />;
    case 'dividend':
      return <DividendPanel />;
    case 'dailyWages':
      return <DailyWagesPanel />;
    case 'hourlySalary':
      return <HourlySalaryPanel />;
    case 'realTimeSalary':
      return <RealTimeSalaryPanel />;
    default:
      return null;
  }
};

/** The agent centre, opened by the header's agent shortcut; agents only (spec §2, §9). */
export function AgentCentreHost() {
  const panel = useMemberPanels((s) => s.panel);
  const close = useMemberPanels((s) => s.close);
  const agent = isAgentType(accountTypeOf(useSession((s) => s.isAgent)));
  const { whitelabel } = useAuthConfig();
  const [reportMember, setReportMember] = useState('');
  if (panel !== 'agentCentre' || !agent) return null;
  return (
    <AgentCentreModal
      whitelabel={whitelabel}
      loading={false}
      onClose={close}
      renderPage={(page, navigate) => renderAgentCentrePage(page, navigate, reportMember, setReportMember)}
    />
  );
}
