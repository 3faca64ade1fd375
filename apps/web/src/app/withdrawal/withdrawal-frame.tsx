import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@bet/contracts/constants';
import { LogoutButton } from '@/features/identity/components/logout-button';
import { useLogout } from '@/features/identity/model/use-logout';
import { LanguageSwitch } from '@/features/layout/components/language-switch';
import { ThemeSwitch } from '@/features/layout/components/theme-switch';
import { useSession } from '@/shared/session/session-store';
import './withdrawal-site.css';

/** The player's name and the logout (the session's `logout` call), while a session is open. */
function WithdrawalAccount() {
  const username = useSession((s) => s.username);
  const logout = useLogout();
  return (
    <>
      <span className="withdrawal-user" data-testid="withdrawal-user">
        {username}
      </span>
      <LogoutButton onLogout={logout} testId="withdrawal-logout" />
    </>
  );
}

/**
 * The withdrawal page's own frame: the site's name, the language and theme switches, and with a
 * session the logout. No site header, navigation or menus: their calls are not this session's.
 * `focusTitle`: the heading takes the focus when the money appears (Continue has gone).
 */
export function WithdrawalFrame({
  siteName,
  languages,
  loggedIn,
  focusTitle,
  children,
}: {
  siteName: string;
  languages: readonly Language[];
  loggedIn: boolean;
  focusTitle: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);
  return (
    <div className="withdrawal-site" data-testid="withdrawal-page">
      <header className="withdrawal-header">
        <span className="withdrawal-brand">{siteName}</span>
        <div className="withdrawal-tools">
          <LanguageSwitch languages={languages} />
          <ThemeSwitch />
          {loggedIn ? <WithdrawalAccount /> : null}
        </div>
      </header>
      <main className="withdrawal-main" aria-labelledby="withdrawal-title">
        <h1 id="withdrawal-title" ref={title} className="withdrawal-title" tabIndex={-1}>
          {t('responsibleGaming.withdrawal.title')}
        </h1>
        <p className="withdrawal-lead">{t('responsibleGaming.withdrawal.lead')}</p>
        {children}
      </main>
    </div>
  );
}
