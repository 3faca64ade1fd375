import { create } from 'zustand';
import type { VendorCard } from '@bet/contracts/games/catalogue';
import type { LaunchMode } from './launch-dispatch';

/** Why the player's money did not follow them into the game, or back out of it (never silent). */
export interface WalletNotice {
  /** `in`: before the game opened (it opened anyway); `back`: when the player left it. */
  kind: 'in' | 'back';
  /** The vendor's name (`in`). */
  vendor: string;
  /** Catalogue key of the reason: `error.<code>` or a `games.autoTransfer.*` reason. */
  reason: string;
}

interface GameLaunchState {
  /** The launch address is being fetched: the loader shows. */
  loading: boolean;
  /** Error code of a failed launch, shown translated (`error.<code>`). */
  error: string | null;
  /** A VASSALAGE vendor whose sub-games are listed in a popup, and where they open. */
  subGames: { vendor: VendorCard; mode: LaunchMode } | null;
  /** The game open in the game popup. */
  popupUrl: string | null;
  /**
   * The last auto-transfer moved (or may have moved) money into a game wallet, so leaving the
   * game brings it back; false when it was skipped (switched off) or nothing is out.
   */
  moneyInGame: boolean;
  walletNotice: WalletNotice | null;
  start: () => void;
  fail: (code: string) => void;
  showSubGames: (vendor: VendorCard, mode: LaunchMode) => void;
  openPopup: (url: string) => void;
  /** The launch ended without anything to show (the game opened in /game, a page opened). */
  settle: () => void;
  closeError: () => void;
  closeSubGames: () => void;
  closePopup: () => void;
  setMoneyInGame: (moneyInGame: boolean) => void;
  showWalletNotice: (notice: WalletNotice) => void;
  closeWalletNotice: () => void;
}

/** Nothing launching, nothing shown, no money in a game: the store at start (tests reset to it). */
export const GAME_LAUNCH_IDLE = {
  loading: false,
  error: null,
  subGames: null,
  popupUrl: null,
  moneyInGame: false,
  walletNotice: null,
} satisfies Partial<GameLaunchState>;

/**
 * The game launch's loader, error message, sub-game list, game popup and auto-transfer notice (one
 * app-wide host shows them).
 */
export const useGameLaunch = create<GameLaunchState>()((set) => ({
  ...GAME_LAUNCH_IDLE,
  start: () => set({ loading: true, error: null, walletNotice: null }),
  fail: (error) => set({ loading: false, error }),
  showSubGames: (vendor, mode) => set({ loading: false, error: null, subGames: { vendor, mode } }),
  openPopup: (popupUrl) => set({ loading: false, error: null, subGames: null, popupUrl }),
  settle: () => set({ loading: false, subGames: null }),
  closeError: () => set({ error: null }),
  closeSubGames: () => set({ subGames: null }),
  closePopup: () => set({ popupUrl: null }),
  setMoneyInGame: (moneyInGame) => set({ moneyInGame }),
  showWalletNotice: (walletNotice) => set({ walletNotice }),
  closeWalletNotice: () => set({ walletNotice: null }),
}));

export const getGameLaunch = () => useGameLaunch.getState();
