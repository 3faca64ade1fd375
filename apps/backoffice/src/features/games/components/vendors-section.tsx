import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setVendorRequest, type VendorSetting } from '@bet/contracts/operator/operator-site-schemas';
import { ApiError } from '@/shared/api/api-error';
import { SaveNotice } from '@/shared/ui/save-notice';
import { Can } from '@/shared/auth/can';
import { useCan } from '@/shared/auth/use-can';
import { Button } from '@/shared/ui/button';
import { Panel } from '@/shared/ui/panel';
import { useVendors } from '../api/list-vendors';
import { setVendor } from '../api/set-vendor';
import { useGamesSave } from '../lib/use-games-save';

const SWITCHES = [
  ['enabled', 'enabled'],
  ['maintenance', 'maintenance'],
  ['isHot', 'hot'],
] as const;
const OPENS = ['GAME', 'VASSALAGE', 'HUB'] as const;
const sortRule = setVendorRequest.shape.sort.unwrap();

/**
 * Why a typed order is refused, as the issue code the field errors are translated by (the
 * contract's rule: a whole number 0–100,000), or null when it may be sent.
 */
function sortIssue(text: string): string | null {
  if (text.trim() === '') return 'required';
  const parsed = sortRule.safeParse(Number(text));
  if (parsed.success) return null;
  const code = parsed.error.issues[0]?.code;
  // A fraction fails `int()` as `invalid_type`, whose sentence is the one for a missing value.
  return code === 'too_small' || code === 'too_big' ? code : 'invalid';
}

/** Every vendor: on/off, maintenance, hot badge and how it opens apply at once; the order is saved per row. */
export function VendorsSection() {
  const { t } = useTranslation('games');
  const vendors = useVendors();
  const save = useGamesSave();
  return (
    <>
      <SaveNotice saved={save.saved} error={save.error} />
      <Panel title={t('vendors.title')}>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('vendors.title')}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('vendors.code')}</th>
                <th scope="col">{t('vendors.name')}</th>
                <th scope="col">{t('vendors.category')}</th>
                {SWITCHES.map(([, key]) => (
                  <th scope="col" key={key}>
                    {t(`vendors.${key}`)}
                  </th>
                ))}
                <th scope="col">{t('vendors.opens')}</th>
                <th scope="col">{t('vendors.order')}</th>
              </tr>
            </thead>
            <tbody>
              {(vendors.data?.vendors ?? []).map((v) => (
                <VendorRow key={v.code} vendor={v} run={save.run} />
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
    </>
  );
}

function VendorRow({ vendor, run }: { vendor: VendorSetting; run: ReturnType<typeof useGamesSave>['run'] }) {
  const { t } = useTranslation('games');
  const canConfigure = useCan('configure');
  const [sort, setSort] = useState(String(vendor.sort));
  // A saved order (this operator's or another's) replaces what is typed. The row stays mounted
  // across saves, so the switch or button just used keeps the keyboard focus.
  const [shownSort, setShownSort] = useState(vendor.sort);
  if (shownSort !== vendor.sort) {
    setShownSort(vendor.sort);
    setSort(String(vendor.sort));
  }
  // The server's refusal of the order typed, shown under it until the order is changed.
  const [refused, setRefused] = useState<string | null>(null);
  const change = (patch: Partial<VendorSetting>) => run(() => setVendor({ code: vendor.code, ...patch }));
  const issue = sortIssue(sort) ?? refused;
  const errorId = `vendor-${vendor.code}-sort-error`;
  const saveSort = () =>
    void change({ sort: Number(sort) }).catch((error: unknown) => {
      const field = error instanceof ApiError ? error.fields.find((f) => f.path === 'sort') : undefined;
      if (field) setRefused(field.code);
    });
  return (
    <tr>
      <th scope="row">{vendor.code}</th>
      <td>{vendor.name}</td>
      <td>{vendor.category}</td>
      {SWITCHES.map(([name, key]) => (
        <td key={name}>
          <input
            type="checkbox"
            checked={vendor[name]}
            disabled={!canConfigure}
            aria-label={t(`vendors.${key}Of`, { code: vendor.code })}
            onChange={(e) => void change({ [name]: e.target.checked }).catch(() => undefined)}
          />
        </td>
      ))}
      <td>
        <select
          value={vendor.isGame}
          disabled={!canConfigure}
          aria-label={t('vendors.opensOf', { code: vendor.code })}
          onChange={(e) =>
            void change({ isGame: e.target.value as VendorSetting['isGame'] }).catch(() => undefined)
          }
        >
          {OPENS.map((o) => (
            <option key={o} value={o}>
              {t(`vendors.opensAs.${o}`)}
            </option>
          ))}
        </select>
      </td>
      <td>
        <div className="row-actions">
          <input
            className="cell-input"
            type="number"
            min={0}
            step={1}
            value={sort}
            disabled={!canConfigure}
            aria-label={t('vendors.orderOf', { code: vendor.code })}
            aria-invalid={issue ? true : undefined}
            aria-describedby={errorId}
            onChange={(e) => {
              setSort(e.target.value);
              setRefused(null);
            }}
          />
          <Can permission="configure">
            <Button
              disabled={issue !== null || Number(sort) === vendor.sort}
              onClick={saveSort}
              aria-label={t('vendors.saveOrderOf', { code: vendor.code })}
            >
              {t('common:save')}
            </Button>
          </Can>
        </div>
        <small id={errorId} className="field-error" role={issue ? 'alert' : undefined}>
          {issue ? t(`common:field.${issue}`, { defaultValue: t('common:field.invalid') }) : ''}
        </small>
      </td>
    </tr>
  );
}
