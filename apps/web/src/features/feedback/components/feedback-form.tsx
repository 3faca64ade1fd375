import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_SCREENSHOT_MAX_BYTES,
  FEEDBACK_SCREENSHOTS_MAX,
  FEEDBACK_TYPES,
  type FeedbackType,
} from '@bet/contracts/content/feedback-rules';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText, type FieldMessage } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useFormState } from '@/shared/ui/form/use-form-state';
import { ImagePicker, type PickedImage } from '@/shared/ui/image-picker';
import { useSendFeedback } from '../api/feedback';
import { feedbackFormRules, type FeedbackFormValues } from '../lib/feedback-form';

const EMPTY: FeedbackFormValues = { questionType: '', content: '' };

/** The form of a new feedback item: question type, description with its counter, screenshots. */
export function FeedbackForm() {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendFeedback();
  const form = useFormState<FeedbackFormValues>(EMPTY, { rules: feedbackFormRules });
  const [screenshots, setScreenshots] = useState<PickedImage[]>([]);
  const [failure, setFailure] = useState<FieldMessage | null>(null);
  const [sent, setSent] = useState(false);
  const { values, errors } = form;
  const bounds = { min: FEEDBACK_CONTENT_MIN, max: FEEDBACK_CONTENT_MAX };
  const errorText = (message: FieldMessage | undefined) => (message ? t(message.key, bounds) : null);

  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    setSent(false);
    try {
      await send.mutateAsync({
        questionType: v.questionType as FeedbackType,
        content: v.content.trim(),
        ...(screenshots.length > 0 ? { screenshots: screenshots.map((s) => s.dataUrl) } : {}),
      });
      form.reset(EMPTY);
      setScreenshots([]);
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  const length = values.content.trim().length;
  const typeError = errorText(errors.questionType);
  const contentError = errorText(errors.content);
  return (
    <form className="form feedback-form" onSubmit={submit} noValidate data-testid="feedback-form">
      <div className={typeError ? 'form-field has-error' : 'form-field'}>
        <label htmlFor={`${id}-type`} className="form-label">
          {t('feedback.form.type')}
          <span className="form-required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <select
          id={`${id}-type`}
          className="form-input feedback-select"
          aria-required
          aria-invalid={typeError ? true : undefined}
          aria-describedby={typeError ? `${id}-type-error` : undefined}
          {...form.bind('questionType')}
          data-testid="feedback-type"
        >
          <option value="">{t('feedback.form.typePlaceholder')}</option>
          {FEEDBACK_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`feedback.type.${type}`)}
            </option>
          ))}
        </select>
        {typeError ? (
          <p id={`${id}-type-error`} className="form-error" role="alert" data-testid="feedback-type-error">
            {typeError}
          </p>
        ) : null}
      </div>

      <div className={contentError ? 'form-field has-error' : 'form-field'}>
        <label htmlFor={`${id}-content`} className="form-label">
          {t('feedback.form.content')}
          <span className="form-required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <textarea
          id={`${id}-content`}
          className="form-input feedback-textarea"
          rows={5}
          maxLength={FEEDBACK_CONTENT_MAX + 200}
          aria-required
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${id}-count${contentError ? ` ${id}-content-error` : ''}`}
          placeholder={t('feedback.form.contentPlaceholder', bounds)}
          value={values.content}
          onChange={(event) => form.setValue('content', event.target.value)}
          data-testid="feedback-content"
        />
        <p
          id={`${id}-count`}
          className={
            length > FEEDBACK_CONTENT_MAX ? 'form-hint feedback-count over' : 'form-hint feedback-count'
          }
          data-testid="feedback-count"
        >
          {t('feedback.form.count', { count: length, max: FEEDBACK_CONTENT_MAX })}
        </p>
        {contentError ? (
          <p
            id={`${id}-content-error`}
            className="form-error"
            role="alert"
            data-testid="feedback-content-error"
          >
            {contentError}
          </p>
        ) : null}
      </div>

      <ImagePicker
        value={screenshots}
        onChange={setScreenshots}
        disabled={send.isPending}
        max={FEEDBACK_SCREENSHOTS_MAX}
        maxBytes={FEEDBACK_SCREENSHOT_MAX_BYTES}
        label={t('feedback.form.screenshots')}
        hint={t('feedback.form.screenshotHint', { count: screenshots.length, max: FEEDBACK_SCREENSHOTS_MAX })}
        texts={{
          add: t('feedback.form.addScreenshot'),
          alt: (n) => t('feedback.form.screenshotAlt', { n }),
          remove: (n) => t('feedback.form.removeScreenshot', { n }),
          problem: (problem) =>
            t(`feedback.form.screenshotProblem.${problem}`, { max: FEEDBACK_SCREENSHOTS_MAX }),
        }}
        testIdPrefix="feedback-shot"
      />

      <FormAlert testId="feedback-error">{messageText(t, failure)}</FormAlert>
      <FormAlert tone="success" testId="feedback-sent">
        {sent ? t('feedback.form.sent') : null}
      </FormAlert>
      <Button type="submit" disabled={send.isPending} data-testid="feedback-submit">
        {send.isPending ? t('feedback.form.sending') : t('feedback.form.submit')}
      </Button>
    </form>
  );
}
