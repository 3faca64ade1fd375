import { feedbackContentProblem, type FeedbackType } from '@bet/contracts/content/feedback-rules';
import type { FormRules } from '@/shared/ui/form/use-form-state';

export type FeedbackFormValues = {
  questionType: FeedbackType | '';
  content: string;
};

/**
 * The form's checks, from the contract's rules (the server checks the same with its schema);
 * the messages take `min` and `max` when translated.
 */
export const feedbackFormRules: FormRules<FeedbackFormValues> = {
  questionType: (value) => (value ? null : { key: 'feedback.form.typeRequired' }),
  content: (value) => {
    const problem = feedbackContentProblem(value);
    if (problem === 'required') return { key: 'feedback.form.contentRequired' };
    if (problem === 'tooShort') return { key: 'feedback.form.contentTooShort' };
    if (problem === 'tooLong') return { key: 'feedback.form.contentTooLong' };
    return null;
  },
};
