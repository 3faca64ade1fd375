import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '@/shared/api/api-error';
import { Button } from '@/shared/ui/button';
import { useAuthDialogs } from '../model/auth-dialogs-store';
import { readRememberedUser } from '../model/remembered-user';
import { useFreePlay } from '../model/use-free-play';

interface VisitorAreaProps {
  /** Some registration is on (USERNAMEREG3 / DIRECTREG3 / MOBILENUMREG3). */
  canRegister: boolean;
  /** Free play is on (FREEPLAY3). */
  canFreePlay: boolean;
}

/**
 * The header for a visitor (spec §2): a small login form, register and free demo. The login
 * modal takes over what was typed (human check, captcha, two-factor check live there).
 */
export function VisitorArea({ canRegister, canFreePlay }: VisitorAreaProps) {
  const { t } = useTranslation();
  const openLogin = useAuthDialogs((s) => s.openLogin);
  const openRegister = useAuthDialogs((s) => s.openRegister);
  const freePlay = useFreePlay();
  // A remembered player finds the name filled in, here as in the login modal.
  const [values, setValues] = useState(() => ({ username: readRememberedUser() ?? '', password: '' }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const username = values.username.trim();
    const password = values.password.trim();
    openLogin({ prefill: { username, password, submit: Boolean(username && password) } });
    setValues({ username: '', password: '' });
  };

  const onFreeDemo = () =>
    void freePlay.start().catch((error: unknown) => openLogin({ notice: `error.${errorCodeOf(error)}` }));

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
          value={values.username}
          onChange={(event) => setValues((v) => ({ ...v, username: event.target.value }))}
          data-testid="header-username"
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
          value={values.password}
          onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
          data-testid="header-password"
        />
        <Button type="submit" size="sm" data-testid="header-login-button">
          {t('header.login')}
        </Button>
      </form>
      {canRegister ? (
        <Button variant="secondary" size="sm" data-testid="register-button" onClick={openRegister}>
          {t('header.register')}
        </Button>
      ) : null}
      {canFreePlay ? (
        <Button
          variant="ghost"
          size="sm"
          data-testid="free-demo-button"
          disabled={freePlay.isPending}
          onClick={onFreeDemo}
        >
          {t('header.freeDemo')}
        </Button>
      ) : null}
    </div>
  );
}
