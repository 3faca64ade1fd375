import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RgSaveHelpLinksRequest } from '@bet/contracts/operator/operator-responsible-gaming';
import { Button } from '@/shared/ui/button';
import { fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';

/** One help organisation of the list: its name and address; for `configure`, move and remove. */
export function RgHelpLinkRow({
  form,
  index: i,
  count,
  canConfigure,
  onMove,
  onRemove,
}: {
  form: UseFormReturn<RgSaveHelpLinksRequest>;
  index: number;
  count: number;
  canConfigure: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('responsible-gaming');
  const errors = form.formState.errors.links?.[i];
  const n = i + 1;
  return (
    <li className="rg-help-row" data-testid="bo-rg-help-row">
      <FormField label={t('help.name', { n })} error={fieldErrorText(t, errors?.name)}>
        {(ids) => (
          <input
            {...ids}
            maxLength={80}
            autoComplete="off"
            {...form.register(`links.${i}.name`)}
            data-testid={`bo-rg-help-name-${i}`}
          />
        )}
      </FormField>
      <FormField label={t('help.url', { n })} error={fieldErrorText(t, errors?.url)}>
        {(ids) => (
          <input
            {...ids}
            type="url"
            inputMode="url"
            maxLength={300}
            placeholder="https://"
            autoComplete="off"
            {...form.register(`links.${i}.url`)}
            data-testid={`bo-rg-help-url-${i}`}
          />
        )}
      </FormField>
      {canConfigure && (
        <div className="row-actions rg-help-actions">
          <Button
            disabled={i === 0}
            onClick={() => onMove(i - 1)}
            aria-label={t('help.upOf', { n })}
            data-testid={`bo-rg-help-up-${i}`}
          >
            {t('help.up')}
          </Button>
          <Button
            disabled={i === count - 1}
            onClick={() => onMove(i + 1)}
            aria-label={t('help.downOf', { n })}
            data-testid={`bo-rg-help-down-${i}`}
          >
            {t('help.down')}
          </Button>
          <Button
            variant="danger"
            onClick={onRemove}
            aria-label={t('help.removeOf', { n })}
            data-testid={`bo-rg-help-remove-${i}`}
          >
            {t('help.remove')}
          </Button>
        </div>
      )}
    </li>
  );
}
