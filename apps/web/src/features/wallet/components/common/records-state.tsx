import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { EmptyState } from '@/shared/ui/page-shell';
import { Spinner } from '@/shared/ui/spinner';
import { failureProblem, problemText } from './problem';

interface RecordsStateProps {
  isPending: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}

/** A record list's loading, failed (with retry) and empty states, else the list itself. */
export function RecordsState({ isPending, error, empty, emptyText, onRetry, children }: RecordsStateProps) {
  const { t } = useTranslation();
  if (isPending) return <Spinner />;
  if (error)
    return (
      <div className="form">
        <FormAlert>{problemText(t, failureProblem(error))}</FormAlert>
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (empty) return <EmptyState>{emptyText}</EmptyState>;
  return <>{children}</>;
}
