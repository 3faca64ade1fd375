import { create } from 'zustand';
import type { VendorCard } from '@bet/contracts/games/catalogue';
import type { LaunchMode } from './launch-dispatch';

interface GameLaunchState {
  /** The launch address is being fetched: the loader shows. */
  loading: boolean;
  /** Error code of a failed launch, shown translated (`error.<code>`). */
  error: string | null;
  /** A VASSALAGE vendor whose sub-games are listed in a popup, and where they open. */
  subGames: { vendor: VendorCard; mode: LaunchMode } | null;
  /** The game open in the game popup. */
  popupUrl: string | null;
  start: () => void;
  fail: (code: string) => void;
  showSubGames: (vendor: VendorCard, mode: LaunchMode) => void;
  openPopup: (url: string) => void;
  /** The launch ended without anything to show (the game opened in /game, a page opened). */
  settle: () => void;
  closeError: () => void;
  closeSubGames: () => void;
  closePopup: () => void;
}

/** The game launch's loader, error message, sub-game list and game popup (one app-wide host shows them). */
export const useGameLaunch = create<GameLaunchState>()((set) => ({
  loading: false,
  error: null,
  subGames: null,
  popupUrl: null,
  start: () => set({ loading: true, error: null }),
  fail: (error) => set({ loading: false, error }),
  showSubGames: (vendor, mode) => set({ loading: false, error: null, subGames: { vendor, mode } }),
  openPopup: (popupUrl) => set({ loading: false, error: null, subGames: null, popupUrl }),
  settle: () => set({ loading: false, subGames: null }),
  closeError: () => set({ error: null }),
  closeSubGames: () => set({ subGames: null }),
  closePopup: () => set({ popupUrl: null }),
}));

export const getGameLaunch = () => useGameLaunch.getState();
