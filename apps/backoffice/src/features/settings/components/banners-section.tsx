import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  addBannerRequest,
  BANNER_GROUPS,
  type BannerSetting,
} from '@bet/contracts/operator/operator-site-schemas';
import { Can } from '@/shared/auth/can';
import { Button } from '@/shared/ui/button';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Panel } from '@/shared/ui/panel';
import { addBanner } from '../api/add-banner';
import { deleteBanner } from '../api/delete-banner';
import { useBanners } from '../api/list-banners';
import { orderBanners } from '../api/order-banners';
import { readImage } from '../lib/read-image';
import { SETTINGS_PREFIX } from '../lib/settings-key';
import { useSave } from '@/shared/ui/use-save';
import { SaveNotice } from '@/shared/ui/save-notice';

type Run = ReturnType<typeof useSave>['run'];

/** Banners per place on the site: upload an image, move one up or down, delete one. */
export function BannersSection() {
  const save = useSave(SETTINGS_PREFIX);
  const banners = useBanners().data?.banners ?? [];
  return (
    <>
      <SaveNotice saved={save.saved} error={save.error} />
      <Can permission="configure">
        <UploadForm run={save.run} />
      </Can>
      {BANNER_GROUPS.map((group) => (
        <GroupPanel
          key={group}
          group={group}
          banners={banners.filter((b) => b.groupName === group)}
          run={save.run}
        />
      ))}
    </>
  );
}

function GroupPanel({ group, banners, run }: { group: string; banners: BannerSetting[]; run: Run }) {
  const { t } = useTranslation('settings');
  const move = (from: number, to: number) => {
    const ids = banners.map((b) => b.id);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    void run(() => orderBanners({ groupName: group as (typeof BANNER_GROUPS)[number], ids })).catch(
      () => undefined,
    );
  };
  return (
    <Panel title={t(`banners.groups.${group}`)}>
      {banners.length === 0 && <p className="muted">{t('banners.none')}</p>}
      <ol className="switch-list">
        {banners.map((b, i) => (
          <li key={b.id}>
            <img className="banner-thumb" src={b.url} alt={t('banners.imageAlt', { n: i + 1 })} />
            <p className="muted">{b.link ?? t('banners.noLink')}</p>
            <Can permission="configure">
              <div className="row-actions">
                <Button
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={t('banners.upOf', { n: i + 1 })}
                >
                  {t('banners.up')}
                </Button>
                <Button
                  disabled={i === banners.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={t('banners.downOf', { n: i + 1 })}
                >
                  {t('banners.down')}
                </Button>
                <Button
                  variant="danger"
                  onClick={() => void run(() => deleteBanner({ id: b.id })).catch(() => undefined)}
                  aria-label={t('banners.deleteOf', { n: i + 1 })}
                >
                  {t('banners.delete')}
                </Button>
              </div>
            </Can>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

function UploadForm({ run }: { run: Run }) {
  const { t } = useTranslation('settings');
  const form = useForm({
    resolver: zodResolver(addBannerRequest),
    defaultValues: { groupName: 'home' as const, image: '', link: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    run(() => addBanner(values))
      .then(() => form.reset())
      .catch((e) => applyServerFieldErrors(e, form.setError)),
  );
  async function choose(file: File | undefined) {
    form.setValue('image', '');
    if (!file) return;
    const read = await readImage(file);
    if ('error' in read) form.setError('image', { type: 'server', message: read.error });
    else form.setValue('image', read.dataUrl, { shouldValidate: true });
  }
  return (
    <Panel title={t('banners.upload')}>
      <form onSubmit={submit} noValidate className="form-grid">
        <FormField label={t('banners.group')} error={fieldErrorText(t, errors.groupName)}>
          {(ids) => (
            <select {...ids} {...form.register('groupName')}>
              {BANNER_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {t(`banners.groups.${g}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={t('banners.image')}
          hint={t('banners.imageHint')}
          error={fieldErrorText(t, errors.image)}
        >
          {(ids) => (
            <input
              {...ids}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          )}
        </FormField>
        <FormField label={t('banners.link')} error={fieldErrorText(t, errors.link)}>
          {(ids) => <input {...ids} placeholder="/promotions" {...form.register('link')} />}
        </FormField>
        <div className="form-actions">
          <Button type="submit" variant="primary">
            {t('banners.add')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
