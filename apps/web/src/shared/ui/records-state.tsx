import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { errorMessage, messageText } from './form/field-message';
import { FormAlert } from './form/form-alert';
import { EmptyState } from './page-shell';
import { Spinner } from './spinner';

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
        <FormAlert>{messageText(t, errorMessage(error))}</FormAlert>
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (empty) return <EmptyState>{emptyText}</EmptyState>;
  return <>{children}</>;
}
