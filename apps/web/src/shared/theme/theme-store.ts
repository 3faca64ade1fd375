import { create } from 'zustand';

export type Theme = 'dark' | 'light';

/** public/theme-init.js has already set `data-theme` before first paint; we start from it. */
const initialTheme = (): Theme =>
  document.documentElement.getAttribute('data-theme') === 'light' ? 'light' : 'dark';

interface ThemeState {
  theme: Theme;
  toggle: () => void;
}

export const useTheme = create<ThemeState>()((set, get) => ({
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
