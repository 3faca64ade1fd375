import { APPLICATION_COMMENT_MAX, APPLICATION_IMAGES_MAX } from '@bet/contracts/promotions/promotion-rules';
import { errorCodeOf } from '@/shared/api/api-error';
import { serverFieldMessages, serverFields } from '@/shared/ui/form/server-field-errors';
import type { FormRules } from '@/shared/ui/form/use-form-state';
import type { PickedImage } from '@/shared/ui/image-picker';

export type ApplicationFormValues = {
  comment: string;
  images: PickedImage[];
};

export const EMPTY_APPLICATION: ApplicationFormValues = { comment: '', images: [] };

/** The comment's length as the server counts it (the contract trims it first). */
export const commentLength = (comment: string): number => comment.trim().length;

/**
 * The form's checks, from the contract's zod-free numbers (decision 0017; the server checks the
 * same with `applyPromotionRequest`): a comment of 1–140 characters after trimming, at most 3
 * images (the picker already refuses a 4th; checked again so a send never carries one).
 */
export const applicationFormRules: FormRules<ApplicationFormValues> = {
  comment: (value) => {
    const length = commentLength(value);
    if (length === 0) return { key: 'promotions.apply.commentRequired' };
    if (length > APPLICATION_COMMENT_MAX) return { key: 'promotions.apply.commentTooLong' };
    return null;
  },
  // The picker's own words for one too many (translated with `max`).
  images: (value) =>
    value.length > APPLICATION_IMAGES_MAX ? { key: 'promotions.apply.imageProblem.count' } : null,
};

/** The server's `images.N` field path as the image's number (from 1), or null for another path. */
export function imageNumberOf(path: string): number | null {
  const match = /^images\.(\d+)$/.exec(path);
  return match ? Number(match[1]) + 1 : null;
}

/** A refused application, said where it belongs: under the images, the comment, or the form. */
export interface ApplicationFailure {
  field: 'images' | 'comment' | null;
  /** Catalogue key; `n` names the image (from 1) when the server said which one. */
  key: string;
  n?: number;
}

/**
 * Where the server's refusal goes: `promotion.image.invalid` (an image not png/jpg ≤ 5 MB by its
 * bytes) under the picker, naming the image when an `images.N` path came along; a comment the
 * server's schema refused under the comment; anything else (not open, applied already) above the
 * buttons.
 */
export function applicationFailureOf(error: unknown): ApplicationFailure {
  const code = errorCodeOf(error);
  const image = serverFields(error)
    .map((field) => imageNumberOf(field.path))
    .find((n) => n !== null);
  // The schema's own refusal of an image (`field.invalid` at `images.N`) says the same.
  if (image) return { field: 'images', key: 'promotions.apply.imageInvalid', n: image };
  if (code === 'promotion.image.invalid') return { field: 'images', key: `error.${code}` };
  const comment = serverFieldMessages(error).comment;
  if (comment) return { field: 'comment', key: comment.key };
  return { field: null, key: `error.${code}` };
}
