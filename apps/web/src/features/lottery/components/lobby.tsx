import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '@/shared/api/api-error';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useNextDraws } from '../api/next-draws';
import { useLiveDraws } from '../model/live-draws';
import { useSession } from '@/shared/session/session-store';
import { LobbyCard } from './lobby-card';
import { LoginToBet } from './betting-login';
import './lottery.css';

/** Spec §7: the popular lotteries, 20. */
export const POPULAR_LOTTERIES = 20;

/** /lottery without a game: the popular lotteries with their open issue and a live countdown. */
export function LotteryLobby() {
  const { t } = useTranslation();
  const next = useNextDraws();
  // Public reads only: the lottery is launched (and money moved into its wallet) when a game opens.
  const member = useSession((state) => state.token);
  useLiveDraws();
  const draws = (next.data?.draws ?? []).slice(0, POPULAR_LOTTERIES);
  return (
    <section className="lottery-lobby" aria-labelledby="lottery-lobby-title" data-testid="lottery-lobby">
      <header className="lottery-lobby-head">
        <h1 id="lottery-lobby-title">{t('lottery.lobby.title')}</h1>
        {member ? null : <LoginToBet />}
      </header>
      {next.isError ? <FormAlert>{t(`error.${errorCodeOf(next.error)}`)}</FormAlert> : null}
      <ul className="lottery-cards" aria-busy={next.isPending} aria-label={t('lottery.lobby.popular')}>
        {next.isPending
          ? Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="lottery-card skeleton" aria-hidden="true" />
            ))
          : draws.map((draw) => (
              <LobbyCard key={draw.game} draw={draw} clockOffset={next.data?.clockOffset ?? 0} />
            ))}
      </ul>
      {next.isSuccess && draws.length === 0 ? (
        <p className="lottery-empty">{t('lottery.lobby.empty')}</p>
      ) : null}
    </section>
  );
}
