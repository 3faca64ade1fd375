import { create } from 'zustand';

/**
 * The session, mirrored in sessionStorage under the specification's keys (spec §3) so a reload
 * keeps it and other tabs start clean.
 */
export const SESSION_KEYS = [
  'token',
  /**
   * The account type code (spec §3 stores the type under this name). Agent = a type among
   * AGENT_TYPES except trial (4): see `isAgentType` in the member feature.
   */
  'isAgent',
  'merchant',
  'merchantCode',
  'platform',
  'nickname',
  'account',
  'username',
  'customerId',
  'toUpline',
  'memberLabel',
  /** '1' while the player must change the password before going on (spec §4). */
  'cpw',
  'wallet',
  'routers',
  'settings',
  'validate',
  'gameVendor',
  'index_notice',
  'favGames',
  'consolidated',
  'merchantWallet',
  'iframeUrl',
  'enableSalary',
  'enableContract',
  /**
   * Set while the session may only withdraw (issue 20: an excluded player's, from the one-time
   * code of a refused login): the exclusion as JSON, for the withdrawal page to show after a
   * reload. The route guard keeps such a session on that page.
   */
  'withdrawalOnly',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];
export type SessionValues = Record<SessionKey, string | null>;

/** Keys that survive a logout: the site the visitor is on. */
const KEPT_ON_LOGOUT: readonly SessionKey[] = ['merchant', 'merchantCode'];

interface SessionState extends SessionValues {
  /** Sets (string) or removes (null) keys, in memory and in sessionStorage. */
  update: (values: Partial<SessionValues>) => void;
  /** Remembers the merchant for this tab and for later visits (localStorage `merchantCode`). */
  setMerchant: (code: string) => void;
  /** Starts a session: the token plus whatever user info is known; withdrawal-only only when said. */
  login: (values: Partial<SessionValues> & { token: string }) => void;
  /** Ends the session: clears sessionStorage except merchant and merchantCode (spec §4). */
  logout: () => void;
}

const read = (key: SessionKey): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
};

const write = (key: string, value: string | null, storage: Storage | undefined) => {
  try {
    if (!storage) return;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    /* storage blocked: the in-memory store still works for this page */
  }
};

const emptyValues = (): SessionValues =>
  Object.fromEntries(SESSION_KEYS.map((key) => [key, null])) as SessionValues;

const initial = (): SessionValues => {
  const values = Object.fromEntries(SESSION_KEYS.map((key) => [key, read(key)])) as SessionValues;
  if (!values.merchantCode) {
    try {
      values.merchantCode = localStorage.getItem('merchantCode');
    } catch {
      /* ignore */
    }
  }
  return values;
};

export const useSession = create<SessionState>()((set, get) => ({
  ...initial(),
  update: (values) => {
    for (const [key, value] of Object.entries(values)) write(key, value ?? null, globalThis.sessionStorage);
    set(values);
  },
  setMerchant: (code) => {
    write('merchant', code, globalThis.sessionStorage);
    write('merchantCode', code, globalThis.sessionStorage);
    write('merchantCode', code, globalThis.localStorage);
    set({ merchant: code, merchantCode: code });
  },
  // A login after a withdrawal-only session is a full one: the mark must not outlive that session.
  login: (values) => get().update({ withdrawalOnly: null, ...values }),
  logout: () => {
    const kept = Object.fromEntries(KEPT_ON_LOGOUT.map((key) => [key, get()[key]])) as Partial<SessionValues>;
    try {
      // Everything cached for the session goes, also keys this store does not know by name.
      globalThis.sessionStorage?.clear();
    } catch {
      /* storage blocked */
    }
    for (const [key, value] of Object.entries(kept)) write(key, value ?? null, globalThis.sessionStorage);
    set({ ...emptyValues(), ...kept });
  },
}));

/** For non-React code (the API client, the route guard's loader). */
export const getSession = () => useSession.getState();

/** Logged in (a token is stored). */
export const useIsLoggedIn = () => useSession((s) => s.token !== null && s.token !== '');

/** A screen asks for the login or register modal ("please log in", a trial's "register first"). */
export interface AuthDialogRequest {
  dialog: 'login' | 'register';
  /** Catalogue key of a message shown in the modal (why it opened). */
  notice?: string;
  /** Register as an agent (the join-us page; the server decides whether it may). */
  asAgent?: boolean;
}
const authDialogListeners = new Set<(request: AuthDialogRequest) => void>();

/** The auth feature listens here, so any feature can ask without importing it. */
export function onAuthDialogRequested(listener: (request: AuthDialogRequest) => void): () => void {
  authDialogListeners.add(listener);
  return () => authDialogListeners.delete(listener);
}

export const requestAuthDialog = (request: AuthDialogRequest) =>
  authDialogListeners.forEach((listener) => listener(request));
