import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '@/shared/api/api-error';
import { Button } from '@/shared/ui/button';
import { useFormState } from '@/shared/ui/form/use-form-state';
import { useClientValue, useHydrated } from '@/shared/lib/use-client-value';
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
  // A remembered player finds the name filled in, here as in the login modal; on a page the
  // server drew, right after hydration (the cookie is the browser's).
  const remembered = useClientValue(readRememberedUser, null);
  const form = useFormState({ username: remembered ?? '', password: '' });
  const { setValue } = form;
  // On a page the server drew, typing and sending wait for React: what was typed before would be
  // reset by hydration, and a native submit would put the password in the address.
  const hydrated = useHydrated();
  useEffect(() => {
    if (remembered) setValue('username', remembered);
  }, [remembered, setValue]);

  // No rules here: the login modal checks what was typed.
  const onSubmit = form.handleSubmit((values) => {
    const username = values.username.trim();
    const password = values.password.trim();
    openLogin({ prefill: { username, password, submit: Boolean(username && password) } });
    form.reset({ username: '', password: '' });
  });

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
          autoComplete="username"
          placeholder={t('header.username')}
          {...form.bind('username')}
          readOnly={!hydrated}
          data-testid="header-username"
        />
        <label className="visually-hidden" htmlFor="header-password">
          {t('header.password')}
        </label>
        <input
          id="header-password"
          type="password"
          autoComplete="current-password"
          placeholder={t('header.password')}
          {...form.bind('password')}
          readOnly={!hydrated}
          data-testid="header-password"
        />
        <Button type="submit" size="sm" disabled={!hydrated} data-testid="header-login-button">
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
