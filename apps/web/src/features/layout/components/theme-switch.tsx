import { useTranslation } from 'react-i18next';
import { useTheme } from '@/shared/theme/theme-store';

/** Toggles dark/light; the label says what a click will do. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme, toggle } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      data-testid="theme-switch"
      aria-label={t(next === 'light' ? 'header.themeLight' : 'header.themeDark')}
      title={t(next === 'light' ? 'header.themeLight' : 'header.themeDark')}
      onClick={toggle}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
