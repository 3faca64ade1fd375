import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/i18n/error-text';
import { Notice } from '@/shared/ui/notice';

/** The outcome of the last change of a section: saved, or why the server refused it. */
export function SaveNotice({ saved, error }: { saved: boolean; error: unknown }) {
  const { t } = useTranslation();
  if (error) return <Notice tone="error">{errorText(t, error)}</Notice>;
  return saved ? <Notice tone="success">{t('common:saved')}</Notice> : null;
}
