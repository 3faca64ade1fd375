import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardRoomOverview } from '@bet/contracts/operator/operator-card-room';
import { errorText } from '@/shared/i18n/error-text';
import { formatCount, formatDateTime, formatMoney } from '@/shared/lib/format';
import { Notice } from '@/shared/ui/notice';
import { PageHeader } from '@/shared/ui/panel';
import { StatTile } from '@/shared/ui/stat-tile';
import { useCardRoomOverview } from '../api/get-card-room-overview';
import { formatSignedMoney, seatedNow, signOf } from '../lib/format-card-room';
import { HandsTable } from './hands-table';
import { RoomsTable } from './rooms-table';
import './card-room.css';

/** The house book and what is seated now, summed over the rooms. */
function SummaryTiles({ overview }: { overview: CardRoomOverview }) {
  const { t } = useTranslation('card-room');
  const seated = seatedNow(overview.rooms);
  const across = t('tiles.acrossRooms', { count: overview.rooms.length });
  const bots = overview.book.bots;
  const sign = signOf(bots);
  return (
    <section className="stats card-room-stats" aria-label={t('summary')}>
      <StatTile
        label={t('tiles.rake')}
        value={formatMoney(overview.book.rake)}
        detail={t('tiles.rakeDetail')}
      />
      <StatTile
        label={t('tiles.bots')}
        value={formatSignedMoney(bots)}
        detail={t('tiles.botsDetail', { outcome: t(`tiles.outcome.${sign}`) })}
        {...(sign === 'won' ? { tone: 'good' as const } : sign === 'lost' ? { tone: 'bad' as const } : {})}
      />
      <StatTile label={t('tiles.tables')} value={formatCount(seated.tables)} detail={across} />
      <StatTile label={t('tiles.players')} value={formatCount(seated.players)} detail={across} />
      <StatTile label={t('tiles.botsSeated')} value={formatCount(seated.bots)} detail={across} />
    </section>
  );
}

/**
 * The house card room (issue 19, decision 0059) as its operator watches it: the rake taken and the
 * bots' result (the house book, real money since the start), each room now, and the last 50
 * real-money hands with the seed and commit that verify each deal. Read by every role; refreshed
 * every 10 s. The rooms' stakes and on/off are set in Games › House games.
 */
export function CardRoomPage() {
  const { t } = useTranslation('card-room');
  const overview = useCardRoomOverview();
  const data = overview.data;
  return (
    <>
      <PageHeader title={t('title')} />
      <p className="card-room-intro">
        {t('intro')}{' '}
        <span className="card-room-stakes">
          {t('stakes')} <Link to="/games/house">{t('stakesLink')}</Link>
        </span>
      </p>
      {overview.error && <Notice tone="error">{errorText(t, overview.error)}</Notice>}
      {overview.isPending && <p className="muted">{t('common:loading')}</p>}
      {data && (
        <>
          <p className="card-room-asof">{t('asOf', { time: formatDateTime(overview.dataUpdatedAt) })}</p>
          <SummaryTiles overview={data} />
          <h2 className="card-room-heading">{t('rooms.title')}</h2>
          <RoomsTable rooms={data.rooms} />
          <h2 className="card-room-heading">{t('hands.title')}</h2>
          <p className="card-room-note">{t('hands.verify')}</p>
          <HandsTable hands={data.hands} rooms={data.rooms} />
        </>
      )}
    </>
  );
}
