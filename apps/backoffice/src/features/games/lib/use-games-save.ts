import { useSave } from '@/shared/ui/use-save';
import { GAMES_PREFIX } from './games-key';

/** A catalogue change: refreshes the games lists after it, keeps the outcome for the notice. */
export const useGamesSave = () => useSave(GAMES_PREFIX);
