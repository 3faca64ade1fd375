import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText } from '@/shared/i18n/error-text';
import { Notice } from '@/shared/ui/notice';
import { usePromotions } from '../api/list-promotions';
import { PromotionForm } from './promotion-form';

/**
 * `/promotions/new` and `/promotions/:id`. The list call already carries every promotion in
 * full, so editing reads it from there (no call of its own).
 */
export function PromotionEditorPage() {
  const { t } = useTranslation('promotions');
  const { id } = useParams();
  const promotions = usePromotions();
  if (id === undefined) return <PromotionForm promotion={null} />;
  if (promotions.error) return <Notice tone="error">{errorText(t, promotions.error)}</Notice>;
  if (!promotions.data) return <p className="muted">{t('common:loading')}</p>;
  const promotion = promotions.data.list.find((p) => String(p.id) === id);
  if (!promotion)
    return (
      <Notice tone="error">
        {t('promotion.not.found', { ns: 'errors', keySeparator: false })}{' '}
        <Link to="/promotions">{t('backToList')}</Link>
      </Notice>
    );
  // Keyed by id: another promotion's address starts a fresh form.
  return <PromotionForm key={promotion.id} promotion={promotion} />;
}
