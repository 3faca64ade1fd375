import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@bet/contracts/constants';
import type { CategoryLane, VendorSummary } from '@/shared/lib/game-categories';
import { LanguageSwitch } from './language-switch';
import { NavBar } from './nav-bar';
import { ThemeSwitch } from './theme-switch';
import './header.css';

interface SiteHeaderProps {
  siteName: string;
  languages: readonly Language[];
  lanes: readonly CategoryLane[];
  /** The visitor's login form or the member's area (spec §2), composed in by `src/app`. */
  accountArea: ReactNode;
  /** An extra button beside the language and theme switches (the chat room), composed in by `src/app`. */
  tools?: ReactNode;
  /** The lottery page can hide the top navigation (spec §2). */
  navHidden?: boolean;
  /** A vendor of a navigation dropdown was chosen (the app launches it). */
  onVendorSelect?: (vendor: VendorSummary) => void;
}

export function SiteHeader({
  siteName,
  languages,
  lanes,
  accountArea,
  tools,
  navHidden = false,
  onVendorSelect,
}: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="site-header" data-testid="site-header">
      <div className="top-bar">
        <Link to="/" className="logo" aria-label={t('header.homeLink', { name: siteName })}>
          {/* The initial is drawn by CSS so the link's visible text is only the name its label contains. */}
          <span className="logo-mark" aria-hidden="true" data-initial={siteName.slice(0, 1)} />
          <span className="logo-name">{siteName}</span>
        </Link>
        {accountArea}
        <div className="top-tools">
          {tools}
          <LanguageSwitch languages={languages} />
          <ThemeSwitch />
        </div>
      </div>
      <NavBar lanes={lanes} hidden={navHidden} onVendorSelect={onVendorSelect} />
    </header>
  );
}
