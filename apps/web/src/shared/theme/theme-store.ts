import { useSyncExternalStore } from 'react';
import { create } from 'zustand';

export type Theme = 'dark' | 'light';

/** The theme a server-rendered page is drawn in (decision 0043); CSS follows `data-theme` anyway. */
const SERVER_THEME: Theme = 'dark';

/** public/theme-init.js has already set `data-theme` before first paint; we start from it. */
const initialTheme = (): Theme =>
  typeof document !== 'undefined' && document.documentElement.getAttribute('data-theme') === 'light'
    ? 'light'
    : SERVER_THEME;

interface ThemeState {
  theme: Theme;
  toggle: () => void;
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: initialTheme(),
  toggle: () => {
    const theme: Theme = get().theme === 'dark' ? 'light' : 'dark';
    document.documentElement.setAttribute('data-theme', theme);
    try {
      localStorage.setItem('theme', theme);
    } catch {
      /* storage blocked: the theme still applies to this page */
    }
    set({ theme });
  },
}));

/**
 * The theme and its switch. While a server-rendered page hydrates it answers the server's theme,
 * so the markup matches, and the visitor's own right after (useSyncExternalStore's server snapshot).
 */
export function useTheme(): ThemeState {
  const theme = useSyncExternalStore(
    useThemeStore.subscribe,
    () => useThemeStore.getState().theme,
    () => SERVER_THEME,
  );
  return { theme, toggle: useThemeStore.getState().toggle };
}
