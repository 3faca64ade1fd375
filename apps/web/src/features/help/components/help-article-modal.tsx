import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '@/shared/api/api-error';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { useHelpCenter } from '../api/help-center';
import { HelpArticleBody } from './help-article-body';

interface HelpArticleModalProps {
  /** Help-centre category to show (about, terms, privacy, ...); null keeps the modal closed. */
  category: string | null;
  /** Title shown while the article loads or when the merchant has none in that category. */
  fallbackTitle: string;
  onClose: () => void;
  /** Shown under the article (or its stand-in), whatever the merchant wrote: a way to act on it. */
  children?: ReactNode;
}

/** The first help article of a category, in a modal (the footer's policy links). */
export function HelpArticleModal({ category, fallbackTitle, onClose, children }: HelpArticleModalProps) {
  const { t } = useTranslation();
  const { data: articles, error, isPending } = useHelpCenter();
  const article = articles?.find((a) => a.category === category);

  let body;
  if (isPending) body = <Spinner />;
  else if (error) body = <p role="alert">{t(`error.${errorCodeOf(error)}`)}</p>;
  else if (!article) body = <p>{t('help.notAvailable')}</p>;
  else body = <HelpArticleBody article={article} />;

  return (
    <Modal open={category !== null} onClose={onClose} title={article?.title ?? fallbackTitle}>
      {body}
      {children}
    </Modal>
  );
}
