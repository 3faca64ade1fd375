import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { operatorMay } from '@bet/contracts/operator/operator-permissions';
import { logout } from '@/features/account/api/logout';
import type { NavEntry } from '@/shared/console-feature';
import { useSession } from '@/shared/session/session-store';
import { setTheme, useTheme } from '@/shared/theme/theme-store';
import { Badge } from '@/shared/ui/badge';
import { Icon } from '@/shared/ui/icon';
import { FEATURES } from './features';
import { useIdleSignOut } from './use-idle-sign-out';

const GROUPS: NavEntry['group'][] = ['overview', 'money', 'players', 'site', 'admin'];

function NavItem({ entry, onNavigate }: { entry: NavEntry; onNavigate: () => void }) {
  const { t } = useTranslation();
  const count = entry.useBadge?.();
  return (
    <li>
      <NavLink to={entry.path} end={entry.path === '/'} onClick={onNavigate}>
        <Icon name={entry.icon} />
        <span>{t(entry.label)}</span>
        {count ? <span className="nav-count">{count}</span> : null}
      </NavLink>
    </li>
  );
}

/** The console around every page: side menu by role, the operator, theme, sign out. */
export function Shell() {
  const { t } = useTranslation();
  const session = useSession()!;
  const theme = useTheme();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useIdleSignOut(session.idleMinutes ?? 30);
  const entries = FEATURES.flatMap((feature) => feature.nav).filter((entry) =>
    operatorMay(session.role, entry.permission),
  );

  async function signOut() {
    await logout();
    navigate('/sign-in');
  }

  return (
    <div className={menuOpen ? 'console menu-open' : 'console'}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="topbar">
        <button
          type="button"
          className="icon-btn menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="console-menu"
          aria-label={t('menu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          ☰
        </button>
        <NavLink to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            B
          </span>
          <span className="brand-text">{t('brand')}</span>
        </NavLink>
        <div className="topbar-right">
          <span className="operator-name">{session.username}</span>
          <Badge tone="info">{t(`roles.${session.role}`, { defaultValue: session.role })}</Badge>
          <button
            type="button"
            className="icon-btn"
            aria-label={theme === 'dark' ? t('theme.toLight') : t('theme.toDark')}
            onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
          >
            {theme === 'dark' ? '☀' : '☾'}
          </button>
          <button type="button" className="btn btn-ghost" onClick={signOut}>
            {t('signOut')}
          </button>
        </div>
      </header>
      <nav id="console-menu" className="sidebar" aria-label={t('menu')}>
        {GROUPS.map((group) => {
          const items = entries.filter((entry) => entry.group === group);
          if (items.length === 0) return null;
          return (
            <div key={group} className="nav-group">
              <h2 className="nav-group-title">{t(`navGroups.${group}`)}</h2>
              <ul>
                {items.map((entry) => (
                  <NavItem key={entry.path} entry={entry} onNavigate={() => setMenuOpen(false)} />
                ))}
              </ul>
            </div>
          );
        })}
      </nav>
      <main id="main" className="content" key={location.pathname} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
