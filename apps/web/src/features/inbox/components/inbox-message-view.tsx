import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/money';
import { safeHtml } from '@/shared/lib/safe-html';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Spinner } from '@/shared/ui/spinner';
import { useDeleteInboxMessage } from '../api/delete-inbox-message';
import { useReadInboxMessage } from '../api/read-inbox-message';

/** One message, opened (which marks it read): title, date, the operator's HTML cleaned again here. */
export function InboxMessageView({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const read = useReadInboxMessage();
  const remove = useDeleteInboxMessage();
  const [confirming, setConfirming] = useState(false);
  const { mutate } = read;
  useEffect(() => mutate(id), [id, mutate]);

  const message = read.data?.message;
  return (
    <article className="inbox-message" data-testid="inbox-message">
      <Button variant="secondary" className="inbox-back" onClick={onClose} data-testid="inbox-back">
        ‹ {t('inbox.back')}
      </Button>
      {read.isError ? <FormAlert>{messageText(t, errorMessage(read.error))}</FormAlert> : null}
      {!message ? (
        read.isError ? null : (
          <Spinner />
        )
      ) : (
        <>
          <header className="inbox-message-head">
            <h3 className="inbox-message-title" data-testid="inbox-message-title">
              {message.title}
            </h3>
            <time className="inbox-item-date" dateTime={new Date(message.createdAt).toISOString()}>
              {formatDateTime(message.createdAt)}
            </time>
          </header>
          <div
            className="inbox-message-content"
            data-testid="inbox-message-content"
            dangerouslySetInnerHTML={{ __html: safeHtml(message.content) }}
          />
          <div className="inbox-message-actions">
            <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="inbox-delete">
              {t('inbox.delete')}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('inbox.deleteTitle')}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              setConfirming(false);
              onClose();
            },
          })
        }
        confirmLabel={t('inbox.delete')}
        busy={remove.isPending}
        testId="inbox-delete-confirm"
      >
        {remove.isError ? <FormAlert>{messageText(t, errorMessage(remove.error))}</FormAlert> : null}
        {t('inbox.deleteText')}
      </ConfirmDialog>
    </article>
  );
}
