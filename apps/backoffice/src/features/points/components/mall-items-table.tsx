import { useTranslation } from 'react-i18next';
import type { OperatorMallItem } from '@bet/contracts/operator/operator-points';
import { useCan } from '@/shared/auth/use-can';
import { formatCount, formatMoney, formatPoints } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { StatusToggle } from '@/shared/ui/status-toggle';
import { setMallItemStatus } from '../api/set-mall-item-status';
import { kindHasAmount, kindHasTurnover } from '../lib/item-form';
import { mallImageSrc } from '../lib/mall-image';
import { requirementText } from '../lib/points-text';

const COLUMNS = [
  'art',
  'name',
  'kind',
  'points',
  'amount',
  'turnover',
  'stock',
  'perPlayer',
  'requirement',
  'redeemed',
  'pending',
  'status',
] as const;
const NUMERIC = new Set<string>([
  'points',
  'amount',
  'turnover',
  'stock',
  'perPlayer',
  'redeemed',
  'pending',
]);

/**
 * Every item of the mall: its art, what it gives for how many points, the units left and the
 * limits, units redeemed and waiting in the queue, and its status. Items are few
 * (MALL_ITEMS_MAX), so the table is whole: no paging. The status switch and Edit for `configure`.
 */
export function MallItemsTable({
  items,
  loading,
  run,
  onEdit,
}: {
  items: OperatorMallItem[];
  loading: boolean;
  run: (change: () => Promise<unknown>) => void;
  onEdit: (item: OperatorMallItem) => void;
}) {
  const { t } = useTranslation('points');
  const canWrite = useCan('configure');
  return (
    <div className="table-wrap">
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('items.tableLabel')}>
        <table className="data-table mall-items-table" aria-busy={loading || undefined}>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className={NUMERIC.has(c) ? 'num' : undefined}>
                  {t(`items.col.${c}`)}
                </th>
              ))}
              {canWrite && <th scope="col">{t('items.col.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className={item.status === 'PAUSED' ? 'mall-item-paused' : undefined}>
                <td>
                  <img
                    className="mall-thumb"
                    src={mallImageSrc(item.image)}
                    alt={t(`image.${item.image}`, { defaultValue: item.image })}
                    width={40}
                    height={40}
                  />
                </td>
                <th scope="row">{item.name}</th>
                <td>{t(`kind.${item.kind}`)}</td>
                <td className="num">{formatPoints(item.points)}</td>
                <td className="num">{kindHasAmount(item.kind) ? formatMoney(item.amount) : '—'}</td>
                <td className="num">
                  {kindHasTurnover(item.kind) ? t('turnover', { multiple: item.turnoverMultiple }) : '—'}
                </td>
                <td className="num">{item.stock === null ? t('unlimited') : formatCount(item.stock)}</td>
                <td className="num">
                  {item.perPlayerLimit === null ? t('noLimit') : formatCount(item.perPlayerLimit)}
                </td>
                <td>{requirementText(t, item.requirement)}</td>
                <td className="num">{formatCount(item.redeemed)}</td>
                <td className="num">{formatCount(item.pending)}</td>
                <td>
                  <StatusToggle
                    status={item.status}
                    label={t(`status.${item.status}`)}
                    ariaLabel={t('items.activeOf', { name: item.name })}
                    onChange={(status) => run(() => setMallItemStatus(item.id, status))}
                  />
                </td>
                {canWrite && (
                  <td>
                    <div className="row-actions">
                      <Button
                        onClick={() => onEdit(item)}
                        aria-label={t('items.editOf', { name: item.name })}
                      >
                        {t('items.edit')}
                      </Button>
                    </div>
                  </td>
                )}
              </tr>
            ))}
            {items.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length + (canWrite ? 1 : 0)} className="table-empty">
                  {loading ? t('common:loading') : t('items.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
