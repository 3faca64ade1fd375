import { useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@bet/contracts/constants';
import {
  PROMOTION_RULES_MAX,
  PROMOTION_SUMMARY_MAX,
  PROMOTION_TITLE_MAX,
} from '@bet/contracts/promotions/promotion-rules';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { promotionErrorText } from '../lib/form-error';
import type { PromotionForm } from '../lib/promotion-form';
import { TextInput, useFieldError } from './form-controls';

type Form = UseFormReturn<PromotionForm>;

/** One language's title, summary and rules. */
function LanguageText({ form, index, language }: { form: Form; index: number; language: Language }) {
  const { t } = useTranslation('promotions');
  const rulesError = useFieldError(form, `texts.${index}.rules`);
  const lang = t(`language.${language}`);
  return (
    <>
      <TextInput
        form={form}
        name={`texts.${index}.title`}
        label={t('form.textTitle', { language: lang })}
        maxLength={PROMOTION_TITLE_MAX}
        data-testid={`promotion-title-${language}`}
      />
      <TextInput
        form={form}
        name={`texts.${index}.summary`}
        label={t('form.textSummary', { language: lang })}
        maxLength={PROMOTION_SUMMARY_MAX}
        data-testid={`promotion-summary-${language}`}
      />
      <FormField
        label={t('form.textRules', { language: lang })}
        hint={t('form.textRulesHint')}
        error={rulesError}
      >
        {(ids) => (
          <textarea
            {...ids}
            rows={5}
            maxLength={PROMOTION_RULES_MAX}
            {...form.register(`texts.${index}.rules`)}
            data-testid={`promotion-rules-${language}`}
          />
        )}
      </FormField>
    </>
  );
}

/** The texts per language: English always (the contract requires it), others added or removed. */
export function TextsFields({ form }: { form: Form }) {
  const { t } = useTranslation('promotions');
  const texts = useFieldArray({ control: form.control, name: 'texts' });
  const used = new Set(texts.fields.map((f) => f.language));
  const free = LANGUAGES.filter((l) => !used.has(l));
  const [adding, setAdding] = useState<Language | ''>('');
  const toAdd = adding && free.includes(adding) ? adding : (free[0] ?? '');
  // An issue of the list itself (English missing, a language twice): zod's resolver puts it on `root`.
  const listErrors = form.formState.errors.texts;
  const listError = promotionErrorText(t, listErrors?.root ?? (listErrors?.message ? listErrors : undefined));

  return (
    <fieldset className="promo-fieldset">
      <legend>{t('form.texts')}</legend>
      {listError && <Notice tone="error">{listError}</Notice>}
      {texts.fields.map((field, index) => (
        <section key={field.id} className="promo-text" aria-label={t(`language.${field.language}`)}>
          <header className="promo-text-head">
            <h3>{t(`language.${field.language}`)}</h3>
            {field.language !== 'EN' && (
              <Button
                variant="ghost"
                onClick={() => texts.remove(index)}
                aria-label={t('form.removeLanguage', { language: t(`language.${field.language}`) })}
              >
                {t('form.remove')}
              </Button>
            )}
          </header>
          <LanguageText form={form} index={index} language={field.language} />
        </section>
      ))}
      {free.length > 0 && (
        <div className="promo-add-language">
          <label htmlFor="promotion-add-language">{t('form.addLanguage')}</label>
          <select
            id="promotion-add-language"
            value={toAdd}
            onChange={(e) => setAdding(e.target.value as Language)}
          >
            {free.map((l) => (
              <option key={l} value={l}>
                {t(`language.${l}`)}
              </option>
            ))}
          </select>
          <Button
            onClick={() => toAdd && texts.append({ language: toAdd, title: '', summary: '', rules: '' })}
            data-testid="promotion-add-language"
          >
            {t('form.add')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
