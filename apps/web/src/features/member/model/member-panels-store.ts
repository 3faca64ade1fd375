import { create } from 'zustand';
import { getSession } from '@/shared/session/session-store';
import { accountTypeOf, isTrialType } from '../lib/account-type';

/**
 * Member-centre pages by the platform's page keys (spec §2). Only the security centre is built
 * in this issue; the others say they are not available yet.
 */
export type MemberPanel =
  | 'securityCenter'
  | 'transactionHistory'
  | 'personalHistoryCopy'
  | 'depositv2'
  | 'messageV2'
  | 'playerRank'
  | 'agentCentre';

interface MemberPanelsState {
  panel: MemberPanel | null;
  /** The trial account's "Please register an account first" warning (spec §4). */
  trialWarning: boolean;
  /** Opens a page, or the trial warning for a trial account (member pages are for real accounts). */
  open: (panel: MemberPanel) => void;
  close: () => void;
  closeTrialWarning: () => void;
}

export const useMemberPanels = create<MemberPanelsState>()((set) => ({
  panel: null,
  trialWarning: false,
  open: (panel) => {
    if (isTrialType(accountTypeOf(getSession().isAgent))) set({ trialWarning: true, panel: null });
    else set({ panel, trialWarning: false });
  },
  close: () => set({ panel: null }),
  closeTrialWarning: () => set({ trialWarning: false }),
}));
