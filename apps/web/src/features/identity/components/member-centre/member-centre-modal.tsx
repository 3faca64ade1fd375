import { Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Modal } from '@/shared/ui/modal';
import { EmptyState } from '@/shared/ui/page-shell';
import { Spinner } from '@/shared/ui/spinner';
import '@/shared/ui/side-menu-layout.css';
import { useMemberInfo } from '../../api/member-info';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '../../model/member-panels-store';
import './member-centre.css';

export interface MemberCentreModalProps {
  page: MemberCentrePage;
  /** Where inside the page to start, if anywhere (see the panels store). */
  detail: string | null;
  onNavigate: (page: MemberCentrePage, detail?: string) => void;
  onClose: () => void;
  /** A page's content (composed in `src/app`), or null for a page a later issue builds. */
  renderPage: (page: MemberCentrePage, detail: string | null) => ReactNode | null;
  /** Missions to do; the mission entry shows a badge when above 0. */
  missionCount?: number;
}

/** The menu as the member may use it: transfer to upline only when the member info allows it. */
export const menuPages = (toUpline: boolean): MemberCentrePage[] =>
  MEMBER_CENTRE_PAGES.filter((page) => page !== 'transferUpline' || toUpline);

/** A page that failed to load or render: the message, and the rest of the centre still works. */
function PageFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <FormAlert>{messageText(t, errorMessage(error))}</FormAlert>;
}

/**
 * The member centre (spec §2): a modal with the menu on the left in the specification's order,
 * the active page highlighted, and the page on the right. The close button appears once the
 * member's data has loaded. On narrow screens the menu becomes a scrolling row above the page.
 */
export function MemberCentreModal({
  page,
  detail,
  onNavigate,
  onClose,
  renderPage,
  missionCount = 0,
}: MemberCentreModalProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const info = useMemberInfo();
  const menuRef = useRef<HTMLUListElement>(null);
  const pages = menuPages(info.data?.toUpline === true);
  const label = (p: MemberCentrePage) => t(`member.centre.pages.${p}`);

  // The active entry stays in view when the menu is a scrolling row.
  useEffect(() => {
    const active = menuRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [page, info.data]);

  const content = () => {
    if (page === 'transferUpline' && info.data && !info.data.toUpline)
      return <EmptyState>{t('error.to.upline.not.allowed')}</EmptyState>;
    const built = renderPage(page, detail);
    if (built === null)
      return (
        <div data-testid="member-panel-unavailable">
          <EmptyState>{t('member.centre.notAvailable', { page: label(page) })}</EmptyState>
        </div>
      );
    return (
      <ErrorBoundary key={`${page}:${detail ?? ''}`} fallback={(error) => <PageFailed error={error} />}>
        <Suspense fallback={<Spinner />}>{built}</Suspense>
      </ErrorBoundary>
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('member.centre.title')}
      width={1000}
      footer={null}
      showCloseButton={!info.isPending}
      className="side-menu-modal member-centre-modal"
      testId="member-centre"
    >
      {info.isPending ? (
        <Spinner />
      ) : info.isError ? (
        <div className="form">
          <FormAlert>{messageText(t, errorMessage(info.error))}</FormAlert>
          <Button variant="secondary" onClick={() => void info.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <div className="side-menu-layout member-centre">
          <nav className="side-menu member-centre-menu" aria-label={t('member.centre.menu')}>
            <ul ref={menuRef} data-testid="member-centre-menu">
              {pages.map((p) => {
                const active = p === page;
                const badge = p === 'missionLeaderboard' && missionCount > 0 ? missionCount : null;
                return (
                  <li key={p}>
                    <button
                      type="button"
                      className={`side-menu-entry member-centre-entry${active ? ' active' : ''}`}
                      aria-current={active ? 'page' : undefined}
                      onClick={() => onNavigate(p)}
                      data-testid={`centre-menu-${p}`}
                    >
                      <span>{label(p)}</span>
                      {badge !== null ? (
                        <span className="member-centre-badge" data-testid="centre-mission-badge">
                          <span aria-hidden="true">{badge}</span>
                          <span className="visually-hidden">
                            {t('member.centre.missionCount', { count: badge })}
                          </span>
                        </span>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <section className="side-menu-page" aria-labelledby={headingId} data-testid={`centre-page-${page}`}>
            <h3 id={headingId} className="side-menu-heading">
              {label(page)}
            </h3>
            {content()}
          </section>
        </div>
      )}
    </Modal>
  );
}

export default MemberCentreModal;
