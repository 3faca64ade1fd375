import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MALL_ITEM_IMAGES } from '@bet/contracts/points/points-rules';
import type { ItemForm } from '../lib/item-form';
import { mallImageSrc } from '../lib/mall-image';

/**
 * The item's art, chosen from the site's drawn set (no uploads): one radio per picture, each
 * showing the picture players will see.
 */
export function MallImagePicker({ form, error }: { form: UseFormReturn<ItemForm>; error?: string }) {
  const { t } = useTranslation('points');
  return (
    <fieldset className="field mall-image-picker" aria-describedby="mall-image-error">
      <legend>{t('form.image')}</legend>
      <div className="mall-image-options">
        {MALL_ITEM_IMAGES.map((key) => (
          <label key={key} className="mall-image-option">
            <input type="radio" value={key} {...form.register('image')} data-testid={`mall-image-${key}`} />
            <img src={mallImageSrc(key)} alt="" width={56} height={56} />
            <span>{t(`image.${key}`)}</span>
          </label>
        ))}
      </div>
      <small id="mall-image-error" className="field-error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </small>
    </fieldset>
  );
}
