import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/page-shell';
import { Modal } from '@/shared/ui/modal';
import { useMemberPanels } from '../model/member-panels-store';
import { TrialWarningDialog } from './trial-warning-dialog';

interface MemberPanelsHostProps {
  /** The security centre (composed in `src/app` with the password form of the auth feature). */
  renderSecurityCentre: (onClose: () => void) => ReactNode;
}

/** The member page that is open: the security centre, or a clear "not yet available" for later pages. */
export function MemberPanelsHost({ renderSecurityCentre }: MemberPanelsHostProps) {
  const { t } = useTranslation();
  const panel = useMemberPanels((s) => s.panel);
  const close = useMemberPanels((s) => s.close);
  return (
    <>
      <TrialWarningDialog />
      {panel === 'securityCenter' ? <Suspense fallback={null}>{renderSecurityCentre(close)}</Suspense> : null}
      {panel && panel !== 'securityCenter' ? (
        <Modal open onClose={close} title={t(`member.panel.${panel}`)} testId="member-panel-unavailable">
          <EmptyState>{t('member.notAvailable')}</EmptyState>
        </Modal>
      ) : null}
    </>
  );
}
