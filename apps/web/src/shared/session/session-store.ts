import { create } from 'zustand';

/**
 * The session, mirrored in sessionStorage under the specification's keys (spec §3) so a reload
 * keeps it and other tabs start clean. The identity issue adds login/logout on top of `update`.
 */
export const SESSION_KEYS = [
  'token',
  'isAgent',
  'merchant',
  'merchantCode',
  'nickname',
  'account',
  'username',
  'customerId',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];
export type SessionValues = Record<SessionKey, string | null>;

interface SessionState extends SessionValues {
  /** Sets (string) or removes (null) keys, in memory and in sessionStorage. */
  update: (values: Partial<SessionValues>) => void;
  /** Remembers the merchant for this tab and for later visits (localStorage `merchantCode`). */
  setMerchant: (code: string) => void;
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

export const useSession = create<SessionState>()((set) => ({
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
}));

/** For non-React code (the API client, the route guard's loader). */
export const getSession = () => useSession.getState();
