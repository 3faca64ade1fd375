import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '@/shared/api/api-error';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { tabIds, Tabs, tabPanelProps, useTabsBase } from '@/shared/ui/tabs';
import { useNextDraws } from '../api/next-draws';
import { useLotterySession } from '../model/lottery-session';
import { selectionOf } from '../model/picks';
import { addToSlip, type SlipEntry } from '../model/slip';
import { useLiveGame } from '../model/use-live-game';
import { BettingHeader } from './betting-header';
import { LoginToBet } from './betting-login';
import { BettingPicker } from './betting-picker';
import { BettingStake, type StakeState } from './betting-stake';
import { usePlayTypeName } from './game-name';
import { SlipPanel } from './slip-panel';
import './lottery.css';

export interface LotteryBettingPanelProps {
  gameCode: string;
  /** The play type to open on; the game's default when absent or unknown. */
  playType?: string | null;
  /** Told when the player picks another play type (the page keeps it in the address). */
  onPlayTypeChange?: (playType: string) => void;
}

let lineIds = 0;

/**
 * Betting on one game: the header (open issue, countdown, balance, latest result revealed live),
 * play-type tabs, the picker of the play type's shape, stake, and the slip placed on the open
 * issue. /lottery shows it for the e-lottery; /vnlottery and /seaLottery embed it in their layouts.
 */
export function LotteryBettingPanel({ gameCode, playType, onPlayTypeChange }: LotteryBettingPanelProps) {
  const { t } = useTranslation();
  const base = useTabsBase();
  const playTypeName = usePlayTypeName();
  const lottery = useLotterySession(gameCode);
  const next = useNextDraws();
  const games = lottery.session?.games;
  const game = games?.find((candidate) => candidate.code === gameCode);
  const open = next.data?.draws.find((draw) => draw.game === gameCode) ?? null;
  const clockOffset = next.data?.clockOffset ?? 0;
  const live = useLiveGame(gameCode, open, clockOffset);

  // The play type the player chose, for the play type the page asked (a new address starts over).
  const [chosen, setChosen] = useState<{ asked: string | null | undefined; code: string }>({
    asked: playType,
    code: playType ?? '',
  });
  const chosenType = chosen.asked === playType ? chosen.code : (playType ?? '');
  const current =
    game?.playTypes.find((candidate) => candidate.code === chosenType) ??
    game?.playTypes.find((candidate) => candidate.code === game.defaultPlayType) ??
    game?.playTypes[0];
  // Picks belong to a play type, the slip to a game: another one starts empty.
  const [picked, setPicked] = useState<{ playType: string; values: string[] }>({ playType: '', values: [] });
  const selected = current && picked.playType === current.code ? picked.values : [];
  const setSelected = (values: string[]) => setPicked({ playType: current?.code ?? '', values });
  const [stake, setStake] = useState<StakeState>({ unitPrice: 1, multiple: 1 });
  const [slip, setSlip] = useState<{ game: string; lines: SlipEntry[] }>({ game: gameCode, lines: [] });
  const lines = slip.game === gameCode ? slip.lines : [];
  const setLines = (update: (before: SlipEntry[]) => SlipEntry[]) =>
    setSlip((before) => ({ game: gameCode, lines: update(before.game === gameCode ? before.lines : []) }));
  const selection = current ? selectionOf(current.shape, selected) : null;

  // Many play types scroll sideways: the chosen one is brought into the strip's view.
  const currentCode = current?.code;
  useEffect(() => {
    if (!currentCode) return;
    const tab = document.getElementById(tabIds(base, currentCode).tab);
    const strip = tab?.parentElement;
    if (!tab || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const left = tab.offsetLeft - strip.offsetLeft;
    if (left < strip.scrollLeft || left + tab.offsetWidth > strip.scrollLeft + strip.clientWidth)
      strip.scrollLeft = Math.max(0, left - (strip.clientWidth - tab.offsetWidth) / 2);
  }, [base, currentCode]);

  const choose = (code: string) => {
    setChosen({ asked: playType, code });
    onPlayTypeChange?.(code);
  };
  const addLine = () => {
    if (!current || !selection) return;
    setLines((before) =>
      addToSlip(before, {
        id: `line-${++lineIds}`,
        playType: current.code,
        content: selection.content,
        units: selection.units,
        ...stake,
      }),
    );
    setSelected([]);
  };

  return (
    <div className="lottery-panel" data-testid="lottery-betting" data-game={gameCode}>
      <BettingHeader
        gameCode={gameCode}
        games={games}
        open={open}
        clockOffset={clockOffset}
        live={live}
        balance={lottery.session?.balance}
      />
      {next.isError ? <FormAlert>{t(`error.${errorCodeOf(next.error)}`)}</FormAlert> : null}
      {lottery.status === 'guest' ? (
        <LoginToBet />
      ) : lottery.status === 'error' ? (
        <FormAlert testId="lottery-session-error">{t(`error.${errorCodeOf(lottery.error)}`)}</FormAlert>
      ) : lottery.status === 'loading' ? (
        <div className="lottery-board skeleton" aria-busy="true" data-testid="lottery-loading" />
      ) : !game || !current || !selection ? (
        <FormAlert>{t('error.game.not.found')}</FormAlert>
      ) : (
        <div className="lottery-board">
          <div className="lottery-bet">
            <div className="lottery-play-types">
              <Tabs
                base={base}
                label={t('lottery.bet.playTypes')}
                active={current.code}
                onChange={choose}
                tabs={game.playTypes.map((type) => ({
                  id: type.code,
                  label: playTypeName(type.code),
                  testId: `play-type-${type.code}`,
                }))}
              />
            </div>
            <div {...tabPanelProps(base, current.code)} className="lottery-bet-body">
              <BettingPicker playType={current} selected={selected} onChange={setSelected} />
              <BettingStake
                playType={current}
                selection={selection}
                stake={stake}
                onStake={setStake}
                onAdd={addLine}
              />
            </div>
          </div>
          <SlipPanel
            game={gameCode}
            issue={open?.status === 'OPEN' ? open.issue : null}
            token={lottery.token}
            lines={lines}
            onRemove={(id) => setLines((before) => before.filter((line) => line.id !== id))}
            onPlaced={() => setLines(() => [])}
          />
        </div>
      )}
    </div>
  );
}
