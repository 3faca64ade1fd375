import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WhitelabelNode } from '@bet/contracts/mod-ids';
import { Modal } from '@/shared/ui/modal';
import { EmptyState } from '@/shared/ui/page-shell';
import { Spinner } from '@/shared/ui/spinner';
import '@/shared/ui/side-menu-layout.css';
import { DEFAULT_AGENT_PAGE, agentMenuPages, type AgentCentrePage } from '../model/agent-centre-pages';
import './agent-centre.css';

export interface AgentCentreModalProps {
  /** The merchant's whitelabel switch tree (contract and salary pages follow it). */
  whitelabel: readonly WhitelabelNode[];
  /** Whether the site's configuration is still loading (no close button until it has). */
  loading: boolean;
  onClose: () => void;
  /** A page's content (composed in `src/app`), or null for a page not built yet. */
  renderPage: (page: AgentCentrePage, navigate: (page: AgentCentrePage) => void) => ReactNode | null;
}

/**
 * The agent centre (spec §2): a modal with the menu on the left in the specification's order,
 * opening on team overview, the contract and salary pages only when the merchant allows them.
 */
export function AgentCentreModal({ whitelabel, loading, onClose, renderPage }: AgentCentreModalProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [page, setPage] = useState<AgentCentrePage>(DEFAULT_AGENT_PAGE);
  const pages = agentMenuPages(whitelabel);
  const label = (p: AgentCentrePage) => t(`agentCentre.pages.${p}`);
  const built = renderPage(page, setPage);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('agentCentre.title')}
      width={1000}
      footer={null}
      showCloseButton={!loading}
      className="side-menu-modal"
      testId="agent-centre"
    >
      {loading ? (
        <Spinner />
      ) : (
        <div className="side-menu-layout agent-centre">
          <nav className="side-menu" aria-label={t('agentCentre.menu')}>
            <ul data-testid="agent-centre-menu">
              {pages.map((p) => (
                <li key={p}>
                  <button
                    type="button"
                    className={p === page ? 'side-menu-entry active' : 'side-menu-entry'}
                    aria-current={p === page ? 'page' : undefined}
                    onClick={() => setPage(p)}
                    data-testid={`agent-menu-${p}`}
                  >
                    {label(p)}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section className="side-menu-page" aria-labelledby={headingId}>
            <h3 id={headingId} className="side-menu-heading">
              {label(page)}
            </h3>
            {built === null ? (
              <div data-testid="agent-panel-unavailable">
                <EmptyState>{t('agentCentre.notAvailable', { page: label(page) })}</EmptyState>
              </div>
            ) : (
              <Suspense fallback={<Spinner />}>{built}</Suspense>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}
