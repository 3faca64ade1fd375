import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@bet/contracts/constants';
import { isModuleEnabled, type WhitelabelNode } from '@bet/contracts/mod-ids';
import type { CategoryLane } from '@/shared/lib/game-categories';
import { LanguageSwitch } from './language-switch';
import { NavBar } from './nav-bar';
import { ThemeSwitch } from './theme-switch';
import { VisitorArea } from './visitor-area';
import './header.css';

interface SiteHeaderProps {
  siteName: string;
  languages: readonly Language[];
  whitelabel: readonly WhitelabelNode[];
  lanes: readonly CategoryLane[];
  /** The lottery page can hide the top navigation (spec §2). */
  navHidden?: boolean;
}

export function SiteHeader({ siteName, languages, whitelabel, lanes, navHidden = false }: SiteHeaderProps) {
  const { t } = useTranslation();
  const on = (modId: string) => isModuleEnabled(whitelabel, modId);
  return (
    <header className="site-header" data-testid="site-header">
      <div className="top-bar">
        <Link to="/" className="logo" aria-label={t('header.homeLink', { name: siteName })}>
          <span className="logo-mark" aria-hidden="true">
            {siteName.slice(0, 1)}
          </span>
          <span className="logo-name">{siteName}</span>
        </Link>
        <VisitorArea canRegister={on('USERNAMEREG3') || on('DIRECTREG3')} canFreePlay={on('FREEPLAY3')} />
        <div className="top-tools">
          <LanguageSwitch languages={languages} />
          <ThemeSwitch />
        </div>
      </div>
      <NavBar lanes={lanes} hidden={navHidden} />
    </header>
  );
}
