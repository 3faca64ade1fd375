import { useTranslation } from 'react-i18next';
import { Modal } from '@/shared/ui/modal';
import type { ApplyTarget } from '../model/promotion-handlers';
import { ApplicationForm } from './application-form';

/**
 * The application form in the site's dialog, so the card's and the detail's Apply open the same
 * thing. Closing it (Cancel, Escape, the ×) drops what was typed; a sent application closes it and
 * the refreshed promotion then shows it under review.
 */
export function ApplicationDialog({
  promotion,
  currencySymbol,
  onClose,
}: {
  /** The promotion applied to; null: closed. */
  promotion: ApplyTarget | null;
  currencySymbol: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={promotion !== null}
      onClose={onClose}
      title={promotion ? t('promotions.apply.title', { title: promotion.title }) : ''}
      width={520}
      footer={null}
      testId="promo-apply"
    >
      {promotion ? (
        <ApplicationForm
          key={promotion.id}
          promotion={promotion}
          currencySymbol={currencySymbol}
          onApplied={onClose}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
