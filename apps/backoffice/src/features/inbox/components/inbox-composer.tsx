import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  INBOX_AUDIENCE_KINDS,
  INBOX_CONTENT_MAX,
  INBOX_TITLE_MAX,
  type SendInboxMessageRequest,
} from '@bet/contracts/operator/operator-inbox';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { usePreviewInboxAudience } from '../api/preview-inbox-audience';
import { useSendInboxMessage } from '../api/send-inbox-message';
import { composeForm, EMPTY_COMPOSE, requestOf, type ComposeForm } from '../lib/compose-form';
import { AudienceFields } from './audience-fields';

/**
 * The composer: audience, title and HTML content. "Review" counts the recipients first; the
 * message goes only after the operator confirms that count.
 */
export function InboxComposer() {
  const { t } = useTranslation('inbox');
  const form = useForm<ComposeForm>({ resolver: zodResolver(composeForm), defaultValues: EMPTY_COMPOSE });
  const preview = usePreviewInboxAudience();
  const send = useSendInboxMessage();
  const [review, setReview] = useState<{ request: SendInboxMessageRequest; recipients: number } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState<{ title: string; recipients: number } | null>(null);

  const onReview = form.handleSubmit(async (values) => {
    setFailure(null);
    setSent(null);
    const request = requestOf(values);
    try {
      const { recipients } = await preview.mutateAsync(request.audience);
      setReview({ request, recipients });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError)) setFailure(error);
    }
  });

  const onSend = async () => {
    if (!review) return;
    try {
      const message = await send.mutateAsync(review.request);
      setSent({ title: message.title, recipients: message.recipients });
      form.reset(EMPTY_COMPOSE);
    } catch (error) {
      setFailure(error);
    }
    setReview(null);
  };

  const err = form.formState.errors;
  return (
    <Panel title={t('compose.title')}>
      {sent && (
        <Notice tone="success">
          <span data-testid="inbox-sent-notice">{t('compose.sent', sent)}</span>
        </Notice>
      )}
      {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
      <form onSubmit={onReview} noValidate className="inbox-composer" aria-label={t('compose.title')}>
        <FormField label={t('compose.audience')} error={fieldErrorText(t, err.kind)}>
          {(ids) => (
            <select {...ids} {...form.register('kind')} data-testid="inbox-kind">
              {INBOX_AUDIENCE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kind.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <AudienceFields form={form} />
        <FormField label={t('compose.messageTitle')} error={fieldErrorText(t, err.title)}>
          {(ids) => (
            <input
              {...ids}
              maxLength={INBOX_TITLE_MAX}
              {...form.register('title')}
              data-testid="inbox-title"
            />
          )}
        </FormField>
        <FormField
          label={t('compose.content')}
          hint={t('compose.contentHint', { max: INBOX_CONTENT_MAX })}
          error={fieldErrorText(t, err.content)}
        >
          {(ids) => (
            <textarea
              {...ids}
              rows={8}
              maxLength={INBOX_CONTENT_MAX}
              {...form.register('content')}
              data-testid="inbox-content"
            />
          )}
        </FormField>
        <div className="dialog-actions">
          <Button type="submit" variant="primary" busy={preview.isPending} data-testid="inbox-review">
            {t('compose.review')}
          </Button>
        </div>
      </form>
      {review && (
        <Dialog title={t('confirm.title')} onClose={() => setReview(null)}>
          <p data-testid="inbox-recipient-count">
            {review.recipients === 0
              ? t('confirm.nobody')
              : t('confirm.recipients', { count: review.recipients, title: review.request.title })}
          </p>
          <div className="dialog-actions">
            <Button onClick={() => setReview(null)}>{t('confirm.back')}</Button>
            <Button
              variant="primary"
              busy={send.isPending}
              disabled={review.recipients === 0}
              onClick={() => void onSend()}
              data-testid="inbox-send"
            >
              {t('confirm.send', { count: review.recipients })}
            </Button>
          </div>
        </Dialog>
      )}
    </Panel>
  );
}
