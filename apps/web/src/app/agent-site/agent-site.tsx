import { useTranslation } from 'react-i18next';
import { accountTypeOf, isAgentType } from '@/features/identity/lib/account-type';
import { useSiteInfo } from '@/features/system/api/system-status';
import { useDocumentMeta } from '@/shared/lib/use-document-meta';
import { useSession } from '@/shared/session/session-store';
import { AgentLoginPage } from './agent-login-page';
import { AgentSitePages } from './agent-site-pages';
import './agent-site.css';

/**
 * `/agent` and `/agent?page=<page>` (spec §1, §6): the agent site. An agent's session (from this
 * site's login, or the member site's) sees the agent centre as full pages; anyone else, a
 * logged-in player included, sees the agent login, which accepts agents only.
 */
export default function AgentSite() {
  const { t } = useTranslation();
  const { merchant } = useSiteInfo();
  useDocumentMeta({
    title: t('agentSite.documentTitle', { name: merchant.name }),
    description: t('agentSite.loginLead'),
    canonicalPath: '/agent',
  });
  const token = useSession((s) => s.token);
  const agent = isAgentType(accountTypeOf(useSession((s) => s.isAgent)));
  if (!token || !agent) return <AgentLoginPage siteName={merchant.name} />;
  return <AgentSitePages siteName={merchant.name} languages={merchant.languages} />;
}
