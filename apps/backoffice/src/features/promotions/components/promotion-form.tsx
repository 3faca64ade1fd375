import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OperatorPromotion } from '@bet/contracts/operator/operator-promotions';
import {
  PROMOTION_ARTS,
  PROMOTION_CLAIM_DAYS_MAX,
  PROMOTION_KINDS,
} from '@bet/contracts/promotions/promotion-rules';
import { useCan } from '@/shared/auth/use-can';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { PROMOTIONS_KEY } from '../api/list-promotions';
import { savePromotion } from '../api/save-promotion';
import { applyPromotionFieldErrors } from '../lib/form-error';
import { formOf, promotionForm, requestOf, type PromotionForm as Values } from '../lib/promotion-form';
import { titleOf } from '../lib/promotion-text';
import { SelectInput, TextInput } from './form-controls';
import { PromotionPreview } from './promotion-preview';
import { RepeatSelect } from './repeat-select';
import { EligibilityFields, RulesFields } from './rules-fields';
import { TextsFields } from './texts-fields';

/**
 * Creates or edits a promotion. The contract's schema checks the whole call before it is sent and
 * its issues appear under their fields; the preview beside it shows the card as players will.
 * Roles without `configure` read the same form, disabled.
 */
export function PromotionForm({ promotion }: { promotion: OperatorPromotion | null }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const client = useQueryClient();
  const canWrite = useCan('configure');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({ resolver: zodResolver(promotionForm), defaultValues: formOf(promotion) });
  const kind = useWatch({ control: form.control, name: 'kind' });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await savePromotion(requestOf(values));
      await client.invalidateQueries({ queryKey: PROMOTIONS_KEY });
      navigate('/promotions', { state: { saved: true } });
    } catch (error) {
      if (!applyPromotionFieldErrors(error, form.setError, values.kind)) setFailure(error);
    }
  });

  const option = (prefix: string) => (value: string) => [value, t(`${prefix}.${value}`)] as [string, string];
  return (
    <div className="promo-editor">
      <Panel title={promotion ? t('form.editing', { title: titleOf(promotion) }) : t('new')}>
        {!canWrite && <Notice tone="info">{t('form.readOnly')}</Notice>}
        {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
        <form onSubmit={submit} noValidate aria-label={t('form.label')}>
          {/* One outer fieldset disables every field at once for the roles that only read. */}
          <fieldset className="promo-fieldset-all" disabled={!canWrite}>
            <fieldset className="promo-fieldset">
              <legend>{t('form.general')}</legend>
              <div className="form-grid">
                {promotion ? (
                  // The kind of a saved promotion cannot change (the server refuses it too).
                  <div className="field">
                    <span className="promo-fixed-label">{t('form.kind')}</span>
                    <strong data-testid="promotion-kind-fixed">{t(`kind.${promotion.kind}`)}</strong>
                  </div>
                ) : (
                  <SelectInput
                    form={form}
                    name="kind"
                    label={t('form.kind')}
                    options={PROMOTION_KINDS.map(option('kind'))}
                    testId="promotion-kind"
                  />
                )}
                <SelectInput
                  form={form}
                  name="art"
                  label={t('form.art')}
                  options={PROMOTION_ARTS.map(option('art'))}
                />
                <TextInput form={form} name="startsAt" label={t('form.startsAt')} type="datetime-local" />
                <TextInput
                  form={form}
                  name="endsAt"
                  label={t('form.endsAt')}
                  hint={t('form.endsAtHint')}
                  type="datetime-local"
                  data-testid="promotion-ends-at"
                />
                <RepeatSelect form={form} />
                {(kind === 'DEPOSIT_BONUS' || kind === 'SIGN_UP') && (
                  // One field, two meanings: a deposit bonus's days for a ready reward's claim, a
                  // sign-up bonus's days after registering to join and request the reward.
                  <TextInput
                    form={form}
                    name="claimDays"
                    label={t(kind === 'SIGN_UP' ? 'form.claimDaysSignUp' : 'form.claimDays')}
                    hint={t(kind === 'SIGN_UP' ? 'form.claimDaysSignUpHint' : 'form.claimDaysHint')}
                    type="number"
                    min={1}
                    max={PROMOTION_CLAIM_DAYS_MAX}
                    step={1}
                    data-testid="promotion-claim-days"
                  />
                )}
                <TextInput
                  form={form}
                  name="budget"
                  label={t('form.budget')}
                  hint={t('form.budgetHint')}
                  type="number"
                  min={0}
                  step="0.01"
                />
                <TextInput
                  form={form}
                  name="playerBudget"
                  label={t('form.playerBudget')}
                  hint={t('form.playerBudgetHint')}
                  type="number"
                  min={0}
                  step="0.01"
                  data-testid="promotion-player-budget"
                />
                <TextInput
                  form={form}
                  name="sort"
                  label={t('form.sort')}
                  type="number"
                  min={0}
                  max={9999}
                  step={1}
                />
              </div>
            </fieldset>
            <RulesFields form={form} />
            <EligibilityFields form={form} />
            <TextsFields form={form} />
          </fieldset>
          {canWrite && (
            <div className="form-actions">
              <Button
                type="submit"
                variant="primary"
                busy={form.formState.isSubmitting}
                data-testid="promotion-save"
              >
                {t('form.save')}
              </Button>
              <Button variant="ghost" onClick={() => navigate('/promotions')}>
                {t('form.cancel')}
              </Button>
            </div>
          )}
        </form>
      </Panel>
      <PromotionPreview control={form.control} />
    </div>
  );
}
