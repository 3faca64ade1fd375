import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OperatorSportsEvent } from '@bet/contracts/operator/operator-sports';
import { Badge, type BadgeTone } from '@/shared/ui/badge';
import { formatLine, formatOdds, formatXg } from '../lib/format-sports';

type Market = OperatorSportsEvent['markets'][number];
export type MarketKind = Market['kind'];
export const MARKET_KINDS: readonly MarketKind[] = ['1X2', 'HANDICAP', 'TOTAL'];

const STATE_TONE: Record<OperatorSportsEvent['status'], BadgeTone> = {
  PRE: 'info',
  LIVE: 'good',
  SETTLED: 'neutral',
  VOID: 'bad',
};

/** A fixture the operator acts on: open (before or in play) and not virtual (those run themselves). */
export const isActionable = (e: OperatorSportsEvent) =>
  !e.virtual && (e.status === 'PRE' || e.status === 'LIVE');

export const marketOf = (e: OperatorSportsEvent, kind: MarketKind) => e.markets.find((m) => m.kind === kind);

/** The line of a market as shown: a handicap signed (the home side's), a total plain, none for 1X2. */
const lineOf = (m: Market) => (m.kind === '1X2' ? null : formatLine(m.line, m.kind === 'HANDICAP'));

/** A market as one line of text (the CSV export): `−1.5 · 1 1.95 · 2 1.85`. */
export function marketText(t: TFunction, m: Market | undefined): string {
  if (!m) return '';
  const odds = m.selections.map((s) => `${t(`selection.${s.code}`, { ns: 'sports' })} ${formatOdds(s.odds)}`);
  const line = lineOf(m);
  return [...(line === null ? [] : [line]), ...odds].join(' · ');
}

/** A market's cell: its line, then each selection's code and odds now ("—" while not offered). */
export function MarketCell({ market }: { market: Market | undefined }) {
  const { t } = useTranslation('sports');
  if (!market) return <>—</>;
  const line = lineOf(market);
  return (
    <span className="sports-market">
      {line !== null && <span className="sports-line">{line}</span>}
      {market.selections.map((s) => (
        <span key={s.code} className="sports-odds">
          <span className="sports-sel">{t(`selection.${s.code}`)}</span> {formatOdds(s.odds)}
        </span>
      ))}
    </span>
  );
}

/** The state in words: pre-match, live with its minute, settled, void. */
export function stateText(t: TFunction, e: OperatorSportsEvent): string {
  return t(`state.${e.status}`, { ns: 'sports', minute: e.minute ?? '' });
}

/** The state chip, with "Suspended" and "Virtual" beside it when they apply. */
export function StateCell({ event }: { event: OperatorSportsEvent }) {
  const { t } = useTranslation('sports');
  return (
    <span className="sports-chips">
      <Badge tone={STATE_TONE[event.status]}>{stateText(t, event)}</Badge>
      {event.suspended && <Badge tone="warn">{t('suspended')}</Badge>}
      {event.virtual && <Badge tone="info">{t('virtual')}</Badge>}
    </span>
  );
}

/** The score, "—" before kick-off. */
export const scoreText = (e: OperatorSportsEvent) =>
  e.status === 'PRE' ? '—' : `${e.score.home}\u2013${e.score.away}`;

/** Both sides' expected goals: `1.60 – 1.10`. */
export const xgText = (e: OperatorSportsEvent) => `${formatXg(e.homeXg)} \u2013 ${formatXg(e.awayXg)}`;
