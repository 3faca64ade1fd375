import { useTranslation } from 'react-i18next';
import type { PvpRoom } from '@bet/contracts/games/pvp-rooms';
import { vendorsOfPage } from '@bet/contracts/games/category-pages';
import { usePvpRooms } from '../api/pvp-rooms';
import { useLanes } from '../model/use-lanes';
import { useLaunchGame } from '../model/use-launch-game';
import { imageUrl } from '@/shared/lib/cdn';
import { formatAmount } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { LazyImage } from '@/shared/ui/lazy-image';
import './pvp-rooms.css';

/** Cards the loading state holds room for: the house card room has three stakes. */
const SKELETON_CARDS = 3;

/** A count or a percent in the page's language, without a zero fraction: "1,234", "5", "2.5". */
const formatNumber = (value: number): string =>
  formatAmount(value)
    .replace(/([.,]\d*?)0+$/, '$1')
    .replace(/[.,]$/, '');

/** An amount with the merchant's symbol, cents only when there are some: "P 1", "P 12.50". */
const formatMoney = (symbol: string, value: number): string => {
  const amount = formatAmount(value).replace(/[.,]00$/, '');
  return symbol ? `${symbol} ${amount}` : amount;
};

interface PvpRoomsProps {
  /** The merchant's currency symbol, written before the stakes and pots. */
  currencySymbol: string;
}

/**
 * The card room's lobby on the PVP page (spec §7 PVP room list): a card per room with its stakes,
 * who is playing now (bots counted apart), the rake and the most a hand can hold from the wallet,
 * and a Play button that launches the room's game. The figures refresh while the page is visible.
 * Nothing shows when no vendor has rooms (or the list could not load): the vendor tabs below list
 * the same games.
 */
export function PvpRooms({ currencySymbol }: PvpRoomsProps) {
  const rooms = usePvpRooms();
  const { lanes } = useLanes();
  const launch = useLaunchGame('popup');

  if (rooms.isPending) return <PvpRoomsSkeleton />;
  const list = rooms.data ?? [];
  if (list.length === 0) return null;

  // The vendor's card (maintenance, wallet) when the lanes know it; the game alone launches too.
  const play = ({ game }: PvpRoom) =>
    launch({
      game,
      vendor: vendorsOfPage(lanes, [game.gameType]).find((vendor) => vendor.vassalage === game.vassalage),
    });

  return (
    <section className="pvp-rooms" aria-labelledby="pvp-rooms-title" data-testid="pvp-rooms">
      <PvpRoomsHead />
      <ul className="pvp-room-list">
        {list.map((room) => (
          <PvpRoomCard
            key={room.game.nodeId}
            room={room}
            money={(value) => formatMoney(currencySymbol, value)}
            onPlay={() => play(room)}
          />
        ))}
      </ul>
    </section>
  );
}

function PvpRoomsHead() {
  const { t } = useTranslation();
  return (
    <header className="pvp-rooms-head">
      <h2 id="pvp-rooms-title" className="games-section-title">
        {t('games.pvpRooms.title')}
      </h2>
      <p className="pvp-rooms-intro">{t('games.pvpRooms.intro')}</p>
    </header>
  );
}

function PvpRoomCard({
  room,
  money,
  onPlay,
}: {
  room: PvpRoom;
  money: (value: number) => string;
  onPlay: () => void;
}) {
  const { t } = useTranslation();
  const { game } = room;
  const code = game.code;
  const nameId = `pvp-room-name-${code}`;
  // Bots are counted apart from the people seated, under their own label (spec §7).
  const figures: { label: string; value: string; testId: string }[] = [
    { label: t('games.pvpRooms.tables'), value: formatNumber(room.tables), testId: 'tables' },
    { label: t('games.pvpRooms.players'), value: formatNumber(room.players), testId: 'players' },
    { label: t('games.pvpRooms.bots'), value: formatNumber(room.bots), testId: 'bots' },
    { label: t('games.pvpRooms.hands'), value: formatNumber(room.handsLastHour), testId: 'hands' },
    { label: t('games.pvpRooms.averagePot'), value: money(room.averagePot), testId: 'average-pot' },
  ];
  return (
    <li className="pvp-room" data-testid={`pvp-room-${code}`}>
      <article className="pvp-room-card" aria-labelledby={nameId}>
        <LazyImage
          src={imageUrl(game.icon)}
          alt=""
          className="pvp-room-art"
          fallback={<span aria-hidden="true">{game.displayName.slice(0, 1)}</span>}
        />
        <div className="pvp-room-body">
          <h3 id={nameId} className="pvp-room-name">
            {game.displayName}
          </h3>
          <div className="pvp-room-stakes">
            <p className="pvp-room-limit" data-testid={`pvp-room-stakes-${code}`}>
              {t('games.pvpRooms.stakes', { small: money(room.smallBet), big: money(room.bigBet) })}
            </p>
            <p className="pvp-room-seats">{t('games.pvpRooms.seats', { count: room.seats })}</p>
          </div>
          <dl className="pvp-room-figures">
            {figures.map((figure) => (
              <div key={figure.testId} className={`pvp-room-figure pvp-room-figure-${figure.testId}`}>
                <dt>{figure.label}</dt>
                <dd data-testid={`pvp-room-${figure.testId}-${code}`}>{figure.value}</dd>
              </div>
            ))}
          </dl>
          <p className="pvp-room-terms">
            {t('games.pvpRooms.rake', { percent: formatNumber(room.rakePercent), cap: money(room.rakeCap) })}
          </p>
          <p className="pvp-room-terms" data-testid={`pvp-room-hand-cost-${code}`}>
            {t('games.pvpRooms.handCost', { amount: money(room.handCost) })}
          </p>
          <Button
            className="pvp-room-play"
            aria-label={t('games.pvpRooms.playRoom', { name: game.displayName })}
            onClick={onPlay}
            data-testid={`pvp-room-play-${code}`}
          >
            {t('games.pvpRooms.play')}
          </Button>
        </div>
      </article>
    </li>
  );
}

/** While the list loads: the heading and as many empty cards as rooms, so nothing moves when it lands. */
function PvpRoomsSkeleton() {
  const { t } = useTranslation();
  return (
    <section
      className="pvp-rooms"
      aria-labelledby="pvp-rooms-title"
      aria-busy="true"
      data-testid="pvp-rooms-loading"
    >
      <PvpRoomsHead />
      <p className="visually-hidden" role="status">
        {t('games.pvpRooms.loading')}
      </p>
      <ul className="pvp-room-list" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="pvp-room pvp-room-skeleton">
            <span className="pvp-room-card">
              <span className="pvp-room-art" />
              <span className="pvp-room-body" />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
