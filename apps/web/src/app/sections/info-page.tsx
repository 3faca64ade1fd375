import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, PageShell } from '@/shared/ui/page-shell';

interface InfoPageProps {
  routeName: string;
  /** Catalogue key of the empty-state text, for pages whose content arrives in a later issue. */
  emptyKey?: string;
  /** Pages without a header get a way back home. */
  withHomeLink?: boolean;
  children?: ReactNode;
}

/** A titled page with its translated description (`pages.<routeName>.*`). */
export function InfoPage({ routeName, emptyKey, withHomeLink = false, children }: InfoPageProps) {
  const { t } = useTranslation();
  return (
    <PageShell
      testId={`page-${routeName}`}
      title={t(`pages.${routeName}.title`)}
      description={t(`pages.${routeName}.description`)}
    >
      {children}
      {emptyKey ? <EmptyState>{t(emptyKey)}</EmptyState> : null}
      {withHomeLink ? (
        <p>
          <Link to="/">{t('common.backHome')}</Link>
        </p>
      ) : null}
    </PageShell>
  );
}
