import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/page-shell';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { isMemberCentrePage, useMemberPanels, type MemberCentrePage } from '../model/member-panels-store';
import { TrialWarningDialog } from './trial-warning-dialog';

export interface MemberCentreSlotProps {
  page: MemberCentrePage;
  detail: string | null;
  onNavigate: (page: MemberCentrePage, detail?: string) => void;
  onClose: () => void;
}

interface MemberPanelsHostProps {
  /** The member centre with its pages (composed in `src/app`, loaded on first open). */
  renderMemberCentre: (props: MemberCentreSlotProps) => ReactNode;
}

/** While the member centre's code loads: its frame with a spinner (no close button yet). */
function MemberCentreLoading({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onClose} title={t('member.centre.title')} footer={null} showCloseButton={false}>
      <Spinner />
    </Modal>
  );
}

/**
 * The member page that is open: the member centre (spec §2) for its pages, or a clear "not yet
 * available" for the player rank (a later issue); and the trial warning. The agent centre is
 * composed in src/app (app/agent-centre).
 */
export function MemberPanelsHost({ renderMemberCentre }: MemberPanelsHostProps) {
  const { t } = useTranslation();
  const panel = useMemberPanels((s) => s.panel);
  const detail = useMemberPanels((s) => s.detail);
  const open = useMemberPanels((s) => s.open);
  const close = useMemberPanels((s) => s.close);
  return (
    <>
      <TrialWarningDialog />
      {isMemberCentrePage(panel) ? (
        <Suspense fallback={<MemberCentreLoading onClose={close} />}>
          {renderMemberCentre({ page: panel, detail, onNavigate: open, onClose: close })}
        </Suspense>
      ) : null}
      {panel === 'playerRank' ? (
        <Modal open onClose={close} title={t(`member.panel.${panel}`)} testId="member-panel-unavailable">
          <EmptyState>{t('member.notAvailable')}</EmptyState>
        </Modal>
      ) : null}
    </>
  );
}
