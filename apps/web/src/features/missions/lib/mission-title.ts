import type { TFunction } from 'i18next';
import type { MissionCard } from '@bet/contracts/missions/missions';
import { missionTargetIsAmount } from '@bet/contracts/missions/mission-rules';
import { missionMoney } from './mission-format';

type MissionTerms = Pick<MissionCard, 'task' | 'category' | 'period' | 'target'>;

/**
 * A mission's title in the player's language, written from its task (the contract carries no
 * text, so every mission reads in every language): "Bet P 500 on Slots", "Bet P 500 on any
 * game", "Deposit twice", "Deposit 3 times", "Log in on 5 days", "Log in today".
 */
export function missionTitle(t: TFunction, mission: MissionTerms, symbol: string): string {
  switch (mission.task) {
    case 'BET': {
      const amount = missionMoney(symbol, mission.target);
      return mission.category
        ? t('missions.title.betOn', { amount, category: t(`category.${mission.category}`) })
        : t('missions.title.betAny', { amount });
    }
    case 'DEPOSITS':
      // "Twice" is a word of its own in English (and reads well in every language); i18next's
      // plural forms give the other counts ("Make a deposit", "Deposit 3 times").
      return mission.target === 2
        ? t('missions.title.depositsTwice')
        : t('missions.title.deposits', { count: mission.target });
    case 'LOGIN_DAYS':
      // A daily login mission can only ask for the one day: today.
      return mission.period === 'DAILY'
        ? t('missions.title.loginToday')
        : t('missions.title.loginDays', { count: mission.target });
  }
}

/** The progress as the bar's text: "P 320 / P 500" for bets, "2 / 3" for counts. */
export function progressText(
  mission: Pick<MissionCard, 'task' | 'progress' | 'target'>,
  symbol: string,
): string {
  if (missionTargetIsAmount(mission.task))
    return `${missionMoney(symbol, mission.progress)} / ${missionMoney(symbol, mission.target)}`;
  return `${mission.progress} / ${mission.target}`;
}

/** How full the bar is, 0 to 1 (the server never sends progress above the target). */
export const progressShare = (mission: Pick<MissionCard, 'progress' | 'target'>): number =>
  mission.target > 0 ? Math.min(1, Math.max(0, mission.progress / mission.target)) : 1;
