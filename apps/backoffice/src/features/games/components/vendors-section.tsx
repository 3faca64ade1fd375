import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorSetting } from '@bet/contracts/operator/operator-site-schemas';
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
                <VendorRow key={JSON.stringify(v)} vendor={v} run={save.run} />
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
  const change = (patch: Partial<VendorSetting>) =>
    void run(() => setVendor({ code: vendor.code, ...patch })).catch(() => undefined);
  const sortValid = /^\d{1,6}$/.test(sort) && Number(sort) <= 100_000;
  const errorId = `vendor-${vendor.code}-sort-error`;
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
            onChange={(e) => change({ [name]: e.target.checked })}
          />
        </td>
      ))}
      <td>
        <select
          value={vendor.isGame}
          disabled={!canConfigure}
          aria-label={t('vendors.opensOf', { code: vendor.code })}
          onChange={(e) => change({ isGame: e.target.value as VendorSetting['isGame'] })}
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
            aria-invalid={sortValid ? undefined : true}
            aria-describedby={errorId}
            onChange={(e) => setSort(e.target.value)}
          />
          <Can permission="configure">
            <Button
              disabled={!sortValid || Number(sort) === vendor.sort}
              onClick={() => change({ sort: Number(sort) })}
              aria-label={t('vendors.saveOrderOf', { code: vendor.code })}
            >
              {t('common:save')}
            </Button>
          </Can>
        </div>
        <small id={errorId} className="field-error" role={sortValid ? undefined : 'alert'}>
          {sortValid ? '' : t('common:field.invalid')}
        </small>
      </td>
    </tr>
  );
}
