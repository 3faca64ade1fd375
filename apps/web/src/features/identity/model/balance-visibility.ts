import { create } from 'zustand';

/** localStorage key of the player's choice to hide the balance (kept across visits). */
const STORAGE_KEY = 'balanceHidden';

const stored = (): boolean => {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false; // storage blocked
  }
};

interface BalanceVisibilityState {
  hidden: boolean;
  toggle: () => void;
}

/** Balance shown or hidden as asterisks (spec §4); the choice survives a reload. */
export const useBalanceVisibility = create<BalanceVisibilityState>()((set, get) => ({
  hidden: stored(),
  toggle: () => {
    const hidden = !get().hidden;
    try {
      if (hidden) localStorage.setItem(STORAGE_KEY, '1');
      else localStorage.removeItem(STORAGE_KEY);
    } catch {
      /* storage blocked: the choice holds for this page */
    }
    set({ hidden });
  },
}));
