import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlaceBetsResponse } from '@bet/contracts/lottery/bets';
import { errorCodeOf } from '@/shared/api/api-error';
import { formatAmount } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { LOTTERY_SESSION_KEY } from '../api/lottery-session';
import { usePlaceBets } from '../api/place-bets';
import { lotteryPlatform } from '../model/lottery-launch';
import { slipTotal, stakeOf, type SlipEntry } from '../model/slip';
import { usePlayTypeName } from './game-name';

interface SlipProps {
  game: string;
  /** The open issue the slip goes on; null while none is open (betting closed). */
  issue: string | null;
  token: string | null;
  lines: readonly SlipEntry[];
  onRemove: (id: string) => void;
  onPlaced: (answer: PlaceBetsResponse) => void;
}

/** The chase the player asks for: the same slip on the next `issues` draws, stopping after a win. */
interface Chase {
  on: boolean;
  issues: number;
  stopOnWin: boolean;
}

const chaseValid = (chase: Chase) =>
  !chase.on || (Number.isInteger(chase.issues) && chase.issues >= 2 && chase.issues <= 50);

/** The slip: its lines, an optional chase, the total, and placing it on the open issue. */
export function SlipPanel({ game, issue, token, lines, onRemove, onPlaced }: SlipProps) {
  const { t } = useTranslation();
  const id = useId();
  const playTypeName = usePlayTypeName();
  const [chase, setChase] = useState<Chase>({ on: false, issues: 5, stopOnWin: true });
  const [placed, setPlaced] = useState<PlaceBetsResponse | null>(null);
  const place = usePlaceBets(token);
  const queryClient = useQueryClient();
  const [movingIn, setMovingIn] = useState(false);
  const platform = lotteryPlatform();
  const short = place.isError && errorCodeOf(place.error) === 'balance.insufficient' && platform !== null;
  // The lottery has its own wallet: money deposited since the launch is moved in on request.
  const moveMoneyIn = async () => {
    setMovingIn(true);
    try {
      await platform?.moveMoneyIn();
      await queryClient.invalidateQueries({ queryKey: LOTTERY_SESSION_KEY });
      place.reset();
    } finally {
      setMovingIn(false);
    }
  };
  const total = slipTotal(lines, chase.on ? chase.issues : 1);
  const submit = () => {
    if (!issue) return;
    setPlaced(null);
    place.mutate(
      {
        game,
        issue,
        lines: lines.map(({ playType, content, unitPrice, multiple }) => ({
          playType,
          content,
          unitPrice,
          multiple,
        })),
        ...(chase.on ? { chase: { issues: chase.issues, stopOnWin: chase.stopOnWin } } : {}),
      },
      {
        onSuccess: (answer) => {
          setPlaced(answer);
          onPlaced(answer);
        },
      },
    );
  };
  return (
    <section className="lottery-slip" aria-labelledby={`${id}-title`} data-testid="lottery-slip">
      <h2 id={`${id}-title`}>
        {t('lottery.slip.title')} <span className="lottery-slip-count">{lines.length}</span>
      </h2>
      {lines.length === 0 ? (
        <p className="lottery-slip-empty">{t('lottery.slip.empty')}</p>
      ) : (
        <ul className="lottery-slip-lines">
          {lines.map((line) => (
            <li key={line.id} className="lottery-slip-line" data-testid="slip-line">
              <span className="lottery-slip-type">{playTypeName(line.playType)}</span>
              <span className="lottery-slip-content" title={line.content}>
                {line.content}
              </span>
              <span className="lottery-slip-figures">
                {t('lottery.slip.lineFigures', {
                  units: line.units,
                  unitPrice: formatAmount(line.unitPrice),
                  multiple: line.multiple,
                })}
              </span>
              <span className="lottery-slip-stake">{formatAmount(stakeOf(line))}</span>
              <button
                type="button"
                className="lottery-chip-remove"
                aria-label={t('lottery.slip.remove', { content: line.content })}
                onClick={() => onRemove(line.id)}
                data-testid="slip-remove"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <fieldset className="lottery-chase">
        <legend className="visually-hidden">{t('lottery.slip.chase')}</legend>
        <label className="lottery-check">
          <input
            type="checkbox"
            checked={chase.on}
            onChange={(event) => setChase({ ...chase, on: event.target.checked })}
            data-testid="chase-on"
          />
          {t('lottery.slip.chase')}
        </label>
        {chase.on ? (
          <>
            <label className="lottery-chase-issues">
              {t('lottery.slip.chaseIssues')}
              <input
                className="lottery-number-input"
                type="number"
                min={2}
                max={50}
                value={Number.isFinite(chase.issues) ? chase.issues : ''}
                onChange={(event) => setChase({ ...chase, issues: event.target.valueAsNumber })}
                aria-invalid={!chaseValid(chase)}
                data-testid="chase-issues"
              />
            </label>
            <label className="lottery-check">
              <input
                type="checkbox"
                checked={chase.stopOnWin}
                onChange={(event) => setChase({ ...chase, stopOnWin: event.target.checked })}
              />
              {t('lottery.slip.stopOnWin')}
            </label>
          </>
        ) : null}
      </fieldset>
      <p className="lottery-slip-total" aria-live="polite">
        {t('lottery.slip.total')}: <strong data-testid="slip-total">{formatAmount(total.total)}</strong>
        {chase.on && chaseValid(chase) ? (
          <span className="lottery-slip-per-issue">
            {' '}
            {t('lottery.slip.perIssue', { amount: formatAmount(total.perIssue), issues: chase.issues })}
          </span>
        ) : null}
      </p>
      {place.isError ? (
        <FormAlert testId="slip-error">{t(`error.${errorCodeOf(place.error)}`)}</FormAlert>
      ) : null}
      {short ? (
        <Button
          variant="secondary"
          disabled={movingIn}
          onClick={() => void moveMoneyIn()}
          data-testid="slip-move-in"
        >
          {t('lottery.slip.moveMoneyIn')}
        </Button>
      ) : null}
      {placed ? (
        <FormAlert tone="success" testId="slip-placed">
          {t('lottery.slip.placed', { count: placed.orders.length, balance: formatAmount(placed.balance) })}
        </FormAlert>
      ) : null}
      <Button
        className="lottery-place"
        disabled={!issue || !token || lines.length === 0 || !chaseValid(chase) || place.isPending}
        onClick={submit}
        data-testid="slip-place"
      >
        {place.isPending ? t('lottery.slip.placing') : t('lottery.slip.place', { issue: issue ?? '—' })}
      </Button>
    </section>
  );
}
