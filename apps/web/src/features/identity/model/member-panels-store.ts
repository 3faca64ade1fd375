import { create } from 'zustand';
import { getSession } from '@/shared/session/session-store';
import { accountTypeOf, isTrialType } from '../lib/account-type';

/** The member centre's menu (spec §2), in the specification's order, by the platform's page keys. */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  // Issue 20: after the specification's pages, reachable from the account menu too.
  'responsibleGaming',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/** A page of the member centre, or a screen of its own that a later issue builds. */
export type MemberPanel = MemberCentrePage | 'playerRank' | 'agentCentre';

export const isMemberCentrePage = (panel: MemberPanel | null): panel is MemberCentrePage =>
  panel !== null && (MEMBER_CENTRE_PAGES as readonly string[]).includes(panel);

interface MemberPanelsState {
  panel: MemberPanel | null;
  /** Where inside the page to start (the security centre's `payment` tab), if anywhere. */
  detail: string | null;
  /** The trial account's "Please register an account first" warning (spec §4). */
  trialWarning: boolean;
  /** Opens a page, or the trial warning for a trial account (member pages are for real accounts). */
  open: (panel: MemberPanel, detail?: string) => void;
  close: () => void;
  closeTrialWarning: () => void;
}

export const useMemberPanels = create<MemberPanelsState>()((set) => ({
  panel: null,
  detail: null,
  trialWarning: false,
  open: (panel, detail) => {
    if (isTrialType(accountTypeOf(getSession().isAgent)))
      set({ trialWarning: true, panel: null, detail: null });
    else set({ panel, detail: detail ?? null, trialWarning: false });
  },
  close: () => set({ panel: null, detail: null }),
  closeTrialWarning: () => set({ trialWarning: false }),
}));
