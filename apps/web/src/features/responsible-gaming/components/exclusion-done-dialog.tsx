import { useTranslation } from 'react-i18next';
import type { ExclusionView } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { formatDateTime } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { exclusionPeriodKey } from '../lib/rg-format';
import './rg-notes.css';

/** The break has started and the player is logged out: until when (or for good), in plain words. */
export function ExclusionDoneDialog({ view, onClose }: { view: ExclusionView; onClose: () => void }) {
  const { t } = useTranslation();
  const kind = view.kind === 'TIME_OUT' ? 'timeOut' : 'selfExclusion';
  return (
    <Modal
      open
      onClose={onClose}
      title={t('responsibleGaming.done.title')}
      testId="rg-exclude-done"
      footer={
        <Button onClick={onClose} data-testid="rg-exclude-done-ok">
          {t('responsibleGaming.done.close')}
        </Button>
      }
    >
      <div className="rg-done">
        <p>{t(`responsibleGaming.done.${kind}`, { period: t(exclusionPeriodKey(view.period)) })}</p>
        <p className="rg-done-end" data-testid="rg-exclude-done-end">
          {view.endsAt === null
            ? t('responsibleGaming.done.permanent')
            : t('responsibleGaming.done.until', { until: formatDateTime(view.endsAt) })}
        </p>
        <p>{t('responsibleGaming.done.loggedOut')}</p>
      </div>
    </Modal>
  );
}

export default ExclusionDoneDialog;
