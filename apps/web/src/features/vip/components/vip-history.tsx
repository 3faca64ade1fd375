import { useTranslation } from 'react-i18next';
import type { VipChange, VipLevel } from '@bet/contracts/vip/vip';
import type { VipChangeReason } from '@bet/contracts/vip/vip-rules';
import { EmptyState } from '@/shared/ui/page-shell';
import { formatDay, levelNameOf, vipMoney } from '../lib/vip-format';

const REASON_ICON: Record<VipChangeReason, string> = {
  // Up, down, a pen: the reason reads from the word and the shape, not the colour alone.
  PROMOTED: 'M6 10V2.5M2.8 5.5L6 2.3l3.2 3.2',
  RELEGATED: 'M6 2v7.5M2.8 6.5L6 9.7l3.2-3.2',
  OPERATOR: 'M2 10l.6-2.4L8 2.2 9.8 4 4.4 9.4zM7 3.2L8.8 5',
};

/** Why a level changed, as a translated pill with its icon. */
function ReasonBadge({ reason }: { reason: VipChangeReason }) {
  const { t } = useTranslation();
  return (
    <span className={`vip-reason vip-reason-${reason}`} data-reason={reason}>
      <svg viewBox="0 0 12 12" width="11" height="11" aria-hidden="true" focusable="false">
        <path
          d={REASON_ICON[reason]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t(`vip.history.reasons.${reason}`)}
    </span>
  );
}

interface VipHistoryProps {
  history: readonly VipChange[] | undefined;
  levels: readonly VipLevel[] | undefined;
  currencySymbol: string;
}

/** The player's latest changes of level: when, from which to which, why, and the upgrade bonus paid. */
export function VipHistory({ history, levels, currencySymbol }: VipHistoryProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`vip.history.${key}`);
  if (history === undefined)
    return (
      <div className="vip-history-skeleton" aria-hidden="true" data-testid="vip-history-loading">
        {[0, 1, 2].map((i) => (
          <span key={i} className="vip-skeleton-line vip-history-skeleton-row" />
        ))}
      </div>
    );
  if (history.length === 0) return <EmptyState>{label('empty')}</EmptyState>;
  return (
    <div className="vip-table-wrap">
      <table className="vip-table vip-history-table" data-testid="vip-history">
        <caption className="visually-hidden">{label('title')}</caption>
        <thead>
          <tr>
            <th scope="col">{label('date')}</th>
            <th scope="col">{label('change')}</th>
            <th scope="col">{label('reason')}</th>
            <th scope="col" className="num">
              {label('bonus')}
            </th>
          </tr>
        </thead>
        <tbody>
          {history.map((change, index) => {
            const from = levelNameOf(t, levels, change.from);
            const to = levelNameOf(t, levels, change.to);
            return (
              <tr key={`${change.at}-${index}`} data-testid={`vip-history-${index}`}>
                <td data-label={label('date')} data-testid={`vip-history-${index}-date`}>
                  {formatDay(change.at)}
                </td>
                <td data-label={label('change')}>
                  <span className="visually-hidden">{t('vip.history.changeText', { from, to })}</span>
                  <span
                    className="vip-history-change"
                    aria-hidden="true"
                    data-testid={`vip-history-${index}-change`}
                  >
                    {from} → {to}
                  </span>
                </td>
                <td data-label={label('reason')}>
                  <ReasonBadge reason={change.reason} />
                </td>
                <td className="num" data-label={label('bonus')} data-testid={`vip-history-${index}-bonus`}>
                  {change.bonus > 0 ? (
                    <span className="vip-credit">+{vipMoney(currencySymbol, change.bonus)}</span>
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{t('vip.levels.none')}</span>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
