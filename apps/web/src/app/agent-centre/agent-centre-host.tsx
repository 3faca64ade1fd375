import { AgentCentreModal } from '@/features/agent-centre/components/agent-centre-modal';
import { accountTypeOf, isAgentType } from '@/features/identity/lib/account-type';
import { useAuthConfig } from '@/features/identity/model/auth-config';
import { useMemberPanels } from '@/features/identity/model/member-panels-store';
import { useSession } from '@/shared/session/session-store';

// The panels come with the agent-centre and agent-contracts features; none is composed yet.
const renderPage = () => null;

/** The agent centre, opened by the header's agent shortcut; agents only (spec §2, §9). */
export function AgentCentreHost() {
  const panel = useMemberPanels((s) => s.panel);
  const close = useMemberPanels((s) => s.close);
  const agent = isAgentType(accountTypeOf(useSession((s) => s.isAgent)));
  const { whitelabel } = useAuthConfig();
  if (panel !== 'agentCentre' || !agent) return null;
  return <AgentCentreModal whitelabel={whitelabel} loading={false} onClose={close} renderPage={renderPage} />;
}
