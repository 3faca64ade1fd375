import { create } from 'zustand';

export type AuthDialog = 'login' | 'register' | 'forgot' | 'welcome';

/** What the header's login form typed: the modal takes over and logs in with it. */
export interface LoginPrefill {
  username: string;
  password: string;
  submit: boolean;
}

interface AuthDialogsState {
  dialog: AuthDialog | null;
  loginPrefill: LoginPrefill | null;
  /** Catalogue key of a message shown in the login modal (why it opened). */
  loginNotice: string | null;
  /** Name greeted by the after-login modal. */
  welcomeName: string | null;
  /** The forced change asks no old password (SMS or social account without a known one). */
  oldPasswordUnknown: boolean;
  /** The register modal signs up an agent (opened from the join-us page). */
  registerAsAgent: boolean;
  openLogin: (options?: { prefill?: LoginPrefill; notice?: string }) => void;
  openRegister: () => void;
  /** The register modal that signs up an agent (the join-us page). */
  openAgentRegister: () => void;
  openForgot: () => void;
  showWelcome: (name: string) => void;
  setOldPasswordUnknown: (unknown: boolean) => void;
  close: () => void;
}

/** Which identity modal is open (one at a time; the forced change follows the session's `cpw`). */
export const useAuthDialogs = create<AuthDialogsState>()((set) => ({
  dialog: null,
  loginPrefill: null,
  loginNotice: null,
  welcomeName: null,
  oldPasswordUnknown: false,
  registerAsAgent: false,
  openLogin: (options = {}) =>
    set({ dialog: 'login', loginPrefill: options.prefill ?? null, loginNotice: options.notice ?? null }),
  openRegister: () => set({ dialog: 'register', registerAsAgent: false }),
  openAgentRegister: () => set({ dialog: 'register', registerAsAgent: true }),
  openForgot: () => set({ dialog: 'forgot' }),
  showWelcome: (name) => set({ dialog: 'welcome', welcomeName: name }),
  setOldPasswordUnknown: (oldPasswordUnknown) => set({ oldPasswordUnknown }),
  close: () => set({ dialog: null, loginPrefill: null, loginNotice: null, registerAsAgent: false }),
}));

export const getAuthDialogs = () => useAuthDialogs.getState();
