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

export interface PlayerRankSlotProps {
  /** Closes the panel (the card's link to /vip leaves it). */
  onClose: () => void;
}

interface MemberPanelsHostProps {
  /** The member centre with its pages (composed in `src/app`, loaded on first open). */
  renderMemberCentre: (props: MemberCentreSlotProps) => ReactNode;
  /** The player rank's card (the VIP feature's, composed in `src/app`); without it, "not available yet". */
  renderPlayerRank?: (props: PlayerRankSlotProps) => ReactNode;
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
 * The member page that is open: the member centre (spec §2) for its pages, or the player rank
 * in a dialog of its own (the card composed in src/app; "not yet available" without one); and
 * the trial warning. The agent centre is composed in src/app (app/agent-centre).
 */
export function MemberPanelsHost({ renderMemberCentre, renderPlayerRank }: MemberPanelsHostProps) {
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
        renderPlayerRank ? (
          <Modal open onClose={close} title={t(`member.panel.${panel}`)} testId="member-panel-playerRank">
            <Suspense fallback={<Spinner />}>{renderPlayerRank({ onClose: close })}</Suspense>
          </Modal>
        ) : (
          <Modal open onClose={close} title={t(`member.panel.${panel}`)} testId="member-panel-unavailable">
            <EmptyState>{t('member.notAvailable')}</EmptyState>
          </Modal>
        )
      ) : null}
    </>
  );
}
