import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGES_MAX,
} from '@bet/contracts/promotions/promotion-rules';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useFormState } from '@/shared/ui/form/use-form-state';
import { ImagePicker, type PickedImage } from '@/shared/ui/image-picker';
import { useApplyPromotion } from '../api/apply-promotion';
import {
  applicationFailureOf,
  applicationFormRules,
  commentLength,
  EMPTY_APPLICATION,
  type ApplicationFailure,
  type ApplicationFormValues,
} from '../lib/application-form';
import { headlineAmount, withSymbol } from '../lib/promotion-format';
import type { ApplyTarget } from '../model/promotion-handlers';
import './application.css';

interface ApplicationFormProps {
  promotion: ApplyTarget;
  currencySymbol: string;
  /** The application was taken (the promotion is now APPLYING). */
  onApplied: () => void;
  onCancel: () => void;
}

/**
 * An application (spec §3, §5): a comment of at most 140 characters with its counter and the
 * spec's hint (the Zalo or WhatsApp id the bonus is redeemed with), and up to 3 png/jpg images
 * of at most 5 MB. Checked here first, so a wrong form never reaches the server.
 */
export function ApplicationForm({ promotion, currencySymbol, onApplied, onCancel }: ApplicationFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const apply = useApplyPromotion();
  const form = useFormState<ApplicationFormValues>(EMPTY_APPLICATION, { rules: applicationFormRules });
  const [failure, setFailure] = useState<ApplicationFailure | null>(null);
  const { values, errors } = form;
  const { reward } = promotion;
  const max = { max: APPLICATION_COMMENT_MAX };

  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      await apply.mutateAsync({
        id: promotion.id,
        comment: v.comment.trim(),
        images: v.images.map((image) => image.dataUrl),
      });
      onApplied();
    } catch (error) {
      setFailure(applicationFailureOf(error));
    }
  });
  const setImages = (images: PickedImage[]) => {
    form.setValue('images', images);
    if (failure?.field === 'images') setFailure(null);
  };
  const setComment = (comment: string) => {
    form.setValue('comment', comment);
    if (failure?.field === 'comment') setFailure(null);
  };

  const failureText = (field: ApplicationFailure['field']) =>
    failure?.field === field ? t(failure.key, { n: failure.n, defaultValue: t('error.system.error') }) : null;
  const length = commentLength(values.comment);
  const commentError = errors.comment ? t(errors.comment.key, max) : failureText('comment');
  const imagesError = errors.images
    ? t(errors.images.key, { max: APPLICATION_IMAGES_MAX })
    : failureText('images');
  return (
    <form className="form promo-apply-form" onSubmit={submit} noValidate data-testid="promo-apply-form">
      {reward.kind === 'APPLICATION' ? (
        <p className="form-hint" data-testid="promo-apply-intro">
          {t('promotions.apply.intro', {
            amount: withSymbol(currencySymbol, headlineAmount(reward.maxAmount)),
          })}
        </p>
      ) : null}
      <div className={commentError ? 'form-field has-error' : 'form-field'}>
        <label htmlFor={`${id}-comment`} className="form-label">
          {t('promotions.apply.comment')}
          <span className="form-required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <p id={`${id}-hint`} className="form-hint">
          {t('promotions.apply.commentHint')}
        </p>
        <textarea
          id={`${id}-comment`}
          className="form-input promo-apply-comment"
          rows={3}
          // Room to paste past the limit: the counter and the message then say so.
          maxLength={APPLICATION_COMMENT_MAX + 100}
          aria-required
          aria-invalid={commentError ? true : undefined}
          aria-describedby={`${id}-hint ${id}-count${commentError ? ` ${id}-comment-error` : ''}`}
          value={values.comment}
          onChange={(event) => setComment(event.target.value)}
          disabled={apply.isPending}
          data-testid="promo-apply-comment"
        />
        <p
          id={`${id}-count`}
          className={
            length > APPLICATION_COMMENT_MAX
              ? 'form-hint promo-apply-count over'
              : 'form-hint promo-apply-count'
          }
          data-testid="promo-apply-count"
        >
          {t('promotions.apply.count', { count: length, max: APPLICATION_COMMENT_MAX })}
        </p>
        {commentError ? (
          <p
            id={`${id}-comment-error`}
            className="form-error"
            role="alert"
            data-testid="promo-apply-comment-error"
          >
            {commentError}
          </p>
        ) : null}
      </div>

      <ImagePicker
        value={values.images}
        onChange={setImages}
        disabled={apply.isPending}
        max={APPLICATION_IMAGES_MAX}
        maxBytes={APPLICATION_IMAGE_MAX_BYTES}
        label={t('promotions.apply.images')}
        hint={t('promotions.apply.imagesHint', { count: values.images.length, max: APPLICATION_IMAGES_MAX })}
        texts={{
          add: t('promotions.apply.addImage'),
          alt: (n) => t('promotions.apply.imageAlt', { n }),
          remove: (n) => t('promotions.apply.removeImage', { n }),
          problem: (problem) =>
            t(`promotions.apply.imageProblem.${problem}`, { max: APPLICATION_IMAGES_MAX }),
        }}
        error={imagesError}
        testIdPrefix="promo-apply-image"
      />

      <FormAlert testId="promo-apply-error">{failureText(null)}</FormAlert>
      <div className="promo-apply-buttons">
        <Button variant="secondary" onClick={onCancel} data-testid="promo-apply-cancel">
          {t('promotions.apply.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={apply.isPending}
          aria-busy={apply.isPending || undefined}
          data-testid="promo-apply-submit"
        >
          {apply.isPending ? t('promotions.apply.sending') : t('promotions.apply.submit')}
        </Button>
      </div>
    </form>
  );
}
