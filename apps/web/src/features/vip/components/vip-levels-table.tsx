import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipLevel } from '@bet/contracts/vip/vip';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { EmptyState } from '@/shared/ui/page-shell';
import { percentText, vipMoney } from '../lib/vip-format';
import { VipCrest } from './vip-crest';

/** The columns after the level's, in the table's order (`vip.levels.<column>` is the heading). */
const COLUMNS = [
  'deposit',
  'bet',
  'upgradeBonus',
  'monthlyBonus',
  'birthdayBonus',
  'rebate',
  'withdrawLimit',
  'service',
] as const;
type Column = (typeof COLUMNS)[number];

/** Rows of the stand-in while the levels load. */
const SKELETON_ROWS = 6;

/** What the table reads of the levels query (a `useQuery` result). */
interface LevelsQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: { levels: VipLevel[] };
  refetch: () => unknown;
}

interface VipLevelsTableProps {
  levels: LevelsQuery;
  /** The player's level (their row is marked), or null for a visitor. */
  playerLevel: number | null;
  currencySymbol: string;
}

/** "None" for a benefit the level does not give: a dash on screen, the word for screen readers. */
function None() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('vip.levels.none')}</span>
    </>
  );
}

/**
 * Every level of the merchant with what it needs and gives: the deposits and valid bets over the
 * rolling period, the upgrade, monthly and birthday bonuses, the daily rebate, the daily
 * withdrawal limit and VIP customer service. The player's own row is marked. A card of
 * label–value lines per level on a phone.
 */
export function VipLevelsTable({ levels, playerLevel, currencySymbol }: VipLevelsTableProps) {
  const { t } = useTranslation();
  const label = (column: Column) => t(`vip.levels.${column}`);
  const money = (value: number): ReactNode => (value > 0 ? vipMoney(currencySymbol, value) : <None />);

  if (levels.isError)
    return (
      <div className="form vip-problem" data-testid="vip-levels-error">
        <FormAlert>{messageText(t, errorMessage(levels.error))}</FormAlert>
        <div>
          <Button variant="secondary" onClick={() => void levels.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </div>
    );
  if (levels.data?.levels.length === 0) return <EmptyState>{t('vip.levels.empty')}</EmptyState>;

  const cells = (level: VipLevel): Record<Column, ReactNode> => ({
    deposit: vipMoney(currencySymbol, level.depositRequired),
    bet: vipMoney(currencySymbol, level.betRequired),
    upgradeBonus: money(level.upgradeBonus),
    monthlyBonus: money(level.monthlyBonus),
    birthdayBonus: money(level.birthdayBonus),
    rebate: level.rebatePercent > 0 ? percentText(level.rebatePercent) : <None />,
    withdrawLimit:
      level.dailyWithdrawalLimit === null
        ? t('vip.levels.standard')
        : vipMoney(currencySymbol, level.dailyWithdrawalLimit),
    service: (
      <span className={level.vipService ? 'vip-yes' : 'vip-no'}>
        {level.vipService ? t('vip.levels.yes') : t('vip.levels.no')}
      </span>
    ),
  });

  return (
    <div className="vip-table-wrap">
      <table
        className="vip-table"
        data-testid={levels.isPending ? 'vip-levels-loading' : 'vip-levels'}
        aria-busy={levels.isPending || undefined}
      >
        <caption className="visually-hidden">{t('vip.levels.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vip.levels.level')}</th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={column === 'service' ? undefined : 'num'}>
                {label(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {levels.data
            ? levels.data.levels.map((level) => {
                const mine = level.level === playerLevel;
                const values = cells(level);
                return (
                  <tr
                    key={level.level}
                    className={mine ? 'vip-row-mine' : undefined}
                    aria-current={mine ? 'true' : undefined}
                    data-testid={`vip-level-${level.level}`}
                  >
                    <th scope="row" className="vip-level-cell">
                      <span className="vip-level-inner">
                        <VipCrest level={level.level} size={28} />
                        <span className="vip-level-name" data-testid={`vip-level-${level.level}-name`}>
                          {level.name}
                        </span>
                        {mine ? <span className="vip-mine-tag">{t('vip.levels.mine')}</span> : null}
                      </span>
                    </th>
                    {COLUMNS.map((column) => (
                      <td
                        key={column}
                        className={column === 'service' ? undefined : 'num'}
                        data-label={label(column)}
                        data-testid={`vip-level-${level.level}-${column}`}
                      >
                        {values[column]}
                      </td>
                    ))}
                  </tr>
                );
              })
            : Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i} aria-hidden="true">
                  <th scope="row" className="vip-level-cell">
                    <span className="vip-level-inner">
                      <span className="vip-skeleton-block vip-level-crest-skeleton" />
                      <span className="vip-skeleton-line vip-cell-skeleton" />
                    </span>
                  </th>
                  {COLUMNS.map((column) => (
                    <td key={column} className="num" data-label={label(column)}>
                      <span className="vip-skeleton-line vip-cell-skeleton" />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
      {levels.isPending ? <p className="visually-hidden">{t('vip.levels.loading')}</p> : null}
    </div>
  );
}
