import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FEEDBACK_REPLY_MAX } from '@bet/contracts/content/feedback-rules';
import { replyFeedbackRequest } from '@bet/contracts/operator/operator-feedback';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { useReplyFeedback } from '../api/reply-feedback';

const replyForm = replyFeedbackRequest.pick({ reply: true });
type ReplyForm = z.input<typeof replyForm>;

/** The answer to a pending item: plain text, sent once; the player sees it in their list and inbox. */
export function FeedbackReplyForm({ id, onReplied }: { id: number; onReplied: () => void }) {
  const { t } = useTranslation('feedback');
  const reply = useReplyFeedback();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<ReplyForm>({ resolver: zodResolver(replyForm), defaultValues: { reply: '' } });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reply.mutateAsync({ id, reply: values.reply });
      form.reset({ reply: '' });
      onReplied();
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="feedback-reply-form" aria-label={t('detail.replyTitle')}>
      {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
      <FormField
        label={t('detail.reply')}
        hint={t('detail.replyHint', { max: FEEDBACK_REPLY_MAX })}
        error={fieldErrorText(t, form.formState.errors.reply)}
      >
        {(ids) => <textarea {...ids} rows={5} maxLength={FEEDBACK_REPLY_MAX} {...form.register('reply')} />}
      </FormField>
      <div className="dialog-actions">
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          {t('detail.send')}
        </Button>
      </div>
    </form>
  );
}
