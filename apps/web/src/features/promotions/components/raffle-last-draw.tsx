import { useTranslation } from 'react-i18next';
import type { RaffleDraw } from '@bet/contracts/promotions/promotions';
import { formatAmount } from '@/shared/lib/money';
import { formatShortTime, withSymbol } from '../lib/promotion-format';
import { rankText } from '../lib/raffle';

interface RaffleLastDrawProps {
  promotionId: number;
  draw: RaffleDraw;
  currencySymbol: string;
}

/**
 * The winner board of the latest draw, for everyone: when it was drawn, how many players entered
 * with how many entries, and each winner (prize rank, masked name, entries, prize) as a table; a
 * draw nobody entered says so. The entries column shows that the odds followed the entries.
 */
export function RaffleLastDraw({ promotionId, draw, currencySymbol }: RaffleLastDrawProps) {
  const { t } = useTranslation();
  const headingId = `promo-raffle-last-${promotionId}`;
  const money = (value: number) => withSymbol(currencySymbol, formatAmount(value));
  return (
    <section className="raffle-last" aria-labelledby={headingId} data-testid="raffle-last-draw">
      <h3 id={headingId} className="raffle-heading">
        {t('promotions.raffle.lastDraw')}
      </h3>
      <p className="raffle-last-meta" data-testid="raffle-last-meta">
        <time dateTime={new Date(draw.drawnAt).toISOString()}>
          {t('promotions.raffle.drawnAt', { time: formatShortTime(draw.drawnAt) })}
        </time>
        <span>
          {t('promotions.raffle.drawStats', {
            players: t('promotions.raffle.players', { count: draw.entrants }),
            entries: t('promotions.raffle.entriesTotal', { count: draw.tickets }),
          })}
        </span>
      </p>
      {draw.winners.length > 0 ? (
        <table className="raffle-table" data-testid="raffle-winners">
          <caption className="visually-hidden">{t('promotions.raffle.winnersCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('promotions.raffle.column.rank')}</th>
              <th scope="col">{t('promotions.raffle.column.player')}</th>
              <th scope="col" className="raffle-num">
                {t('promotions.raffle.column.entries')}
              </th>
              <th scope="col" className="raffle-num">
                {t('promotions.raffle.column.prize')}
              </th>
            </tr>
          </thead>
          <tbody>
            {draw.winners.map((winner, index) => (
              <tr key={`${winner.rank}-${winner.maskedName}-${index}`} data-rank={winner.rank}>
                <td>{rankText(t, winner.rank)}</td>
                {/* The player is what tells the rows apart (a rank may have several winners). */}
                <th scope="row" className="raffle-name">
                  {winner.maskedName}
                </th>
                <td className="raffle-num">{winner.tickets}</td>
                <td className="raffle-num raffle-amount">{money(winner.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="raffle-muted" data-testid="raffle-winners">
          {t('promotions.raffle.noEntries')}
        </p>
      )}
    </section>
  );
}
