import { formControls } from '@/shared/ui/form-controls';
import { promotionErrorText } from '../lib/form-error';
import type { PromotionForm } from '../lib/promotion-form';

/** The promotion form's labelled input and select, with its own error sentences. */
export const { TextInput, SelectInput, useFieldError } = formControls<PromotionForm>(
  'promotions',
  promotionErrorText,
);
