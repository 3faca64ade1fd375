import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { dashboardDay, dashboardResponse } from '@bet/contracts/operator/operator-reports';
import { formatAge, formatCount, formatMoney } from '@/shared/lib/format';
import { StatTile } from '@/shared/ui/stat-tile';

type Day = z.output<typeof dashboardDay>;
type Pending = z.output<typeof dashboardResponse>['pending'];

const MONEY: Array<keyof Day> = ['deposits', 'withdrawals', 'bonuses', 'ggr'];
const COUNTS: Array<keyof Day> = ['newPlayers', 'activePlayers'];

/** Today's figures, each next to yesterday's. */
export function TodayTiles({ today, yesterday }: { today: Day; yesterday: Day | undefined }) {
  const { t } = useTranslation('dashboard');
  const tile = (key: keyof Day, format: (n: number) => string) => (
    <StatTile
      key={key}
      label={t(`figures.${key}`)}
      value={format(today[key] as number)}
      detail={t('yesterday', { value: yesterday ? format(yesterday[key] as number) : '—' })}
      {...(key === 'ggr' && today.ggr < 0 ? { tone: 'bad' as const } : {})}
    />
  );
  return (
    <section className="stats" aria-label={t('today')}>
      {MONEY.map((key) => tile(key, formatMoney))}
      {COUNTS.map((key) => tile(key, formatCount))}
    </section>
  );
}

const QUEUES = [
  { key: 'deposits', to: '/deposits?status=PENDING' },
  { key: 'withdrawals', to: '/withdrawals?status=PENDING' },
  { key: 'vendorTransfers', to: '/vendor-transfers' },
] as const;

/** The queues waiting for an operator: how many, how long the oldest waits; each opens its queue. */
export function PendingTiles({ pending, now }: { pending: Pending; now: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <section className="stats" aria-label={t('pending.title')}>
      {QUEUES.map(({ key, to }) => {
        const queue = pending[key];
        return (
          <Link key={key} to={to} className="dashboard-queue">
            <StatTile
              label={t(`pending.${key}`)}
              value={formatCount(queue.count)}
              detail={
                queue.oldestAt
                  ? t('pending.oldest', { age: formatAge(Date.parse(queue.oldestAt), now) })
                  : t('pending.none')
              }
              {...(queue.count > 0 ? { tone: 'warn' as const } : {})}
            />
          </Link>
        );
      })}
    </section>
  );
}
