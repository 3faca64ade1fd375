import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@bet/contracts/lottery/bets';

/** A game's name in the page's language (`lottery.game.<CODE>`), else the vendor's name, else its code. */
export function useGameName(code: string, games?: readonly LotteryGame[]): string {
  const { t } = useTranslation();
  const fallback = games?.find((game) => game.code === code)?.name ?? code;
  return t(`lottery.game.${code}`, { defaultValue: fallback });
}

/** A play type's name (`lottery.playType.<CODE>`), else its code. */
export function usePlayTypeName(): (code: string) => string {
  const { t } = useTranslation();
  return (code) => t(`lottery.playType.${code}`, { defaultValue: code });
}
