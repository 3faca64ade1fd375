import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/shared/ui/button';

interface VisitorAreaProps {
  /** Username or direct registration is on (USERNAMEREG3 / DIRECTREG3). */
  canRegister: boolean;
  /** Free play is on (FREEPLAY3). */
  canFreePlay: boolean;
}

/**
 * The visitor's login form and sign-up buttons. The login call and the register modal arrive
 * with the identity issue; until then they lead to /login and /register.
 */
export function VisitorArea({ canRegister, canFreePlay }: VisitorAreaProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate('/login');
  };
  return (
    <div className="visitor-area">
      <form
        className="login-form"
        data-testid="login-form"
        onSubmit={onSubmit}
        aria-label={t('header.loginForm')}
      >
        <label className="visually-hidden" htmlFor="header-username">
          {t('header.username')}
        </label>
        <input
          id="header-username"
          name="username"
          autoComplete="username"
          placeholder={t('header.username')}
        />
        <label className="visually-hidden" htmlFor="header-password">
          {t('header.password')}
        </label>
        <input
          id="header-password"
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={t('header.password')}
        />
        <Button type="submit" size="sm">
          {t('header.login')}
        </Button>
      </form>
      {canRegister ? (
        <Button
          variant="secondary"
          size="sm"
          data-testid="register-button"
          onClick={() => void navigate('/register')}
        >
          {t('header.register')}
        </Button>
      ) : null}
      {canFreePlay ? (
        <Button
          variant="ghost"
          size="sm"
          data-testid="free-demo-button"
          onClick={() => void navigate('/register')}
        >
          {t('header.freeDemo')}
        </Button>
      ) : null}
    </div>
  );
}
