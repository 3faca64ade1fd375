import { useSyncExternalStore } from 'react';

/** The signed-in operator. Kept in sessionStorage: closing the browser ends the console session. */
export interface OperatorSession {
  token: string;
  username: string;
  role: string;
  /** Minutes without input after which the console signs out (the server's idle limit). */
  idleMinutes?: number;
}

const KEY = 'bo-session';
type Listener = () => void;
const listeners = new Set<Listener>();

function read(): OperatorSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as OperatorSession) : null;
  } catch {
    return null;
  }
}

let current: OperatorSession | null = read();

export function getSession(): OperatorSession | null {
  return current;
}

export function setSession(session: OperatorSession | null): void {
  current = session;
  if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
  else sessionStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in operator, re-rendering when they sign in or out. */
export function useSession(): OperatorSession | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** Set when the console signed the operator out for inactivity: the sign-in page says so once. */
export const IDLE_SIGNED_OUT_KEY = 'bo-idle-signed-out';
