import { create } from 'zustand';
import type { ExclusionView } from '@bet/contracts/responsible-gaming/responsible-gaming';

interface ExclusionDoneState {
  /** The exclusion just started; its confirmation outlives the member centre (the player is logged out). */
  done: ExclusionView | null;
  show: (view: ExclusionView) => void;
  close: () => void;
}

/** The confirmation of a time-out or self-exclusion, shown by `ExclusionDoneHost` after the logout. */
export const useExclusionDone = create<ExclusionDoneState>()((set) => ({
  done: null,
  show: (done) => set({ done }),
  close: () => set({ done: null }),
}));
