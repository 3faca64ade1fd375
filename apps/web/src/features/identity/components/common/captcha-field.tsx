import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/form/form-field';
import { useThrottledCallback } from '@/shared/ui/use-throttled-callback';
import { captchaImageSrc, useCaptcha } from '../../api/captcha';
import { CAPTCHA_REFRESH_MS } from '../../lib/limits';
import './auth.css';

interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Changes when the form wants a new image (each captcha is valid once: after every failure). */
  round: number;
}

/** The captcha input with its image; a click on the image loads another (at most once a second). */
export function CaptchaField({ value, onChange, error, round }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const [clicks, setClicks] = useState(0);
  const captcha = useCaptcha(`${round}.${clicks}`, true);
  const refresh = useThrottledCallback(() => setClicks((n) => n + 1), CAPTCHA_REFRESH_MS);
  return (
    <TextField
      label={t('auth.captcha.label')}
      required
      name="captcha"
      autoComplete="off"
      autoCapitalize="off"
      maxLength={16}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      testId="captcha-input"
      addon={
        <button
          type="button"
          className="captcha-button"
          onClick={() => refresh()}
          aria-label={t('auth.captcha.refresh')}
          title={t('auth.captcha.refresh')}
          data-testid="captcha-refresh"
        >
          {captcha.data ? (
            <img
              src={captchaImageSrc(captcha.data)}
              alt={t('auth.captcha.image')}
              width={100}
              height={38}
              data-testid="captcha-image"
            />
          ) : (
            <span className="captcha-placeholder">
              {captcha.isError ? t('auth.captcha.failed') : t('common.loading')}
            </span>
          )}
        </button>
      }
    />
  );
}
