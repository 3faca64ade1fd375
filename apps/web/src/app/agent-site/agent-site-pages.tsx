import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { Language } from '@bet/contracts/constants';
import {
  AGENT_CENTRE_PAGES,
  DEFAULT_AGENT_PAGE,
  agentMenuPages,
  type AgentCentrePage,
} from '@/features/agent-centre/model/agent-centre-pages';
import { logout } from '@/features/identity/api/logout';
import { LogoutButton } from '@/features/identity/components/logout-button';
import { useAuthConfig } from '@/features/identity/model/auth-config';
import { LanguageSwitch } from '@/features/layout/components/language-switch';
import { ThemeSwitch } from '@/features/layout/components/theme-switch';
import { getSession, useSession } from '@/shared/session/session-store';
import { EmptyState } from '@/shared/ui/page-shell';
import { Spinner } from '@/shared/ui/spinner';
import '@/shared/ui/side-menu-layout.css';
import { renderAgentCentrePage } from '../agent-centre/agent-centre-host';

const isPage = (value: string | undefined): value is AgentCentrePage =>
  (AGENT_CENTRE_PAGES as readonly string[]).includes(value ?? '');

export const agentPagePath = (page: AgentCentrePage) => `/agent?page=${page}`;

/**
 * The agent site after login: the agent centre's menu on the left (same model and order as the
 * modal, same switches) and the chosen panel as a full page at `/agent?page=<page>`; logout ends the
 * session and comes back to the agent login.
 */
export function AgentSitePages({
  siteName,
  languages,
}: {
  siteName: string;
  languages: readonly Language[];
}) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const param = search.get('page') ?? undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { whitelabel } = useAuthConfig();
  const username = useSession((s) => s.username);
  const [reportMember, setReportMember] = useState('');
  const activeEntry = useRef<HTMLAnchorElement>(null);
  // Phones show the menu as one scrolling row: keep the open page's entry in sight. Braces: newer
  // Chromium answers a Promise from scrollIntoView, which React would take for a cleanup function.
  useEffect(() => {
    activeEntry.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [param]);
  const pages = agentMenuPages(whitelabel);
  if (param !== undefined && (!isPage(param) || !pages.includes(param)))
    return <Navigate to={agentPagePath(DEFAULT_AGENT_PAGE)} replace />;
  const page = param ?? DEFAULT_AGENT_PAGE;
  const label = (p: AgentCentrePage) => t(`agentCentre.pages.${p}`);
  const built = renderAgentCentrePage(
    page,
    (next) => void navigate(agentPagePath(next)),
    reportMember,
    setReportMember,
  );

  const endSession = async () => {
    // The local session ends even when the server cannot be reached (as the member site's logout).
    await logout().catch(() => undefined);
    getSession().logout();
    queryClient.removeQueries({ queryKey: ['member'] });
    await navigate('/agent', { replace: true });
  };

  return (
    <div className="agent-site" data-testid="agent-site">
      <header className="agent-site-header">
        <div className="agent-site-brand">
          <span className="agent-site-name">{siteName}</span>
          <span className="agent-site-tag">{t('agentCentre.title')}</span>
        </div>
        <div className="agent-site-tools">
          <span className="agent-site-user" data-testid="agent-site-user">
            {username}
          </span>
          <LanguageSwitch languages={languages} />
          <ThemeSwitch />
          <LogoutButton onLogout={endSession} />
        </div>
      </header>
      <div className="side-menu-layout agent-site-body">
        <nav className="side-menu agent-site-menu" aria-label={t('agentCentre.menu')}>
          <ul data-testid="agent-site-menu">
            {pages.map((p) => (
              <li key={p}>
                <Link
                  ref={p === page ? activeEntry : undefined}
                  to={agentPagePath(p)}
                  className={
                    p === page
                      ? 'side-menu-entry agent-site-entry active'
                      : 'side-menu-entry agent-site-entry'
                  }
                  aria-current={p === page ? 'page' : undefined}
                  data-testid={`agent-site-menu-${p}`}
                >
                  {label(p)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main
          className="side-menu-page agent-site-page"
          aria-labelledby="agent-site-heading"
          data-testid={`agent-page-${page}`}
        >
          <h1 id="agent-site-heading" className="side-menu-heading agent-site-heading">
            {label(page)}
          </h1>
          {built === null ? (
            <EmptyState>{t('agentCentre.notAvailable', { page: label(page) })}</EmptyState>
          ) : (
            <Suspense fallback={<Spinner />}>{built}</Suspense>
          )}
        </main>
      </div>
    </div>
  );
}
