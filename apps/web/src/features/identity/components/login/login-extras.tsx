import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '@bet/contracts/identity/social-params';
import { getSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { socialLoginStartUrl } from '../../api/social-login-start';
import { useModule } from '../../model/auth-config';
import { useAuthDialogs } from '../../model/auth-dialogs-store';
import { useFreePlay } from '../../model/use-free-play';
import '../common/auth.css';

/** Social login leaves the site for the provider and comes back logged in (OpenID Connect). */
const startSocialLogin = (provider: SocialProvider) =>
  window.location.assign(socialLoginStartUrl(provider, getSession().merchantCode));

/** Below the login forms: free trial (FREEPLAY3), Google / Facebook, and "no account? register". */
export function LoginExtras() {
  const { t } = useTranslation();
  const freePlayOn = useModule('FREEPLAY3');
  const googleOn = useModule('GOOGLELOGIN3');
  const facebookOn = useModule('FACEBOOKLOGIN3');
  const openRegister = useAuthDialogs((s) => s.openRegister);
  const freePlay = useFreePlay();

  return (
    <div className="form">
      {freePlayOn ? (
        <>
          <Button
            variant="ghost"
            disabled={freePlay.isPending}
            onClick={() => void freePlay.start().catch(() => undefined)}
            data-testid="free-trial-button"
          >
            {t('auth.login.freeTrial')}
          </Button>
          <FormAlert>{freePlay.error ? messageText(t, errorMessage(freePlay.error)) : null}</FormAlert>
        </>
      ) : null}
      {googleOn || facebookOn ? (
        <>
          <p className="auth-divider">{t('auth.login.orWith')}</p>
          <div className="auth-social">
            {googleOn ? (
              <Button
                variant="secondary"
                onClick={() => startSocialLogin('google')}
                data-testid="google-login"
              >
                {t('auth.login.google')}
              </Button>
            ) : null}
            {facebookOn ? (
              <Button
                variant="secondary"
                onClick={() => startSocialLogin('facebook')}
                data-testid="facebook-login"
              >
                {t('auth.login.facebook')}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
      <p className="auth-footer-note">
        {t('auth.login.noAccount')}{' '}
        <button type="button" className="link-button" onClick={openRegister} data-testid="register-now-link">
          {t('auth.login.registerNow')}
        </button>
      </p>
    </div>
  );
}
