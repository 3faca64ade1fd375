import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/i18n/error-text';
import { Notice } from '@/shared/ui/notice';
import { twoFactorSetup } from '../api/two-factor-setup';
import { CodeForm } from './code-form';
import { QrCode } from './qr-code';

/**
 * Sets an authenticator up: the QR code of a new secret, the secret as text for typing in by
 * hand, and its first code to confirm. `token` is the session asking (pending or full).
 */
export function EnrolStep({ token, onCode }: { token: string; onCode: (code: string) => Promise<void> }) {
  const { t } = useTranslation('account');
  // One secret per enrolment: no refetch, or the QR would change under the operator's camera.
  const setup = useQuery({
    queryKey: ['ops', 'twoFactorSetup', token],
    queryFn: () => twoFactorSetup(token),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (setup.error) return <Notice tone="error">{errorText(t, setup.error)}</Notice>;
  if (!setup.data) return <p aria-busy="true">{t('common:loading')}</p>;
  return (
    <div className="enrol-step">
      <p>{t('enrol.intro')}</p>
      <div className="enrol-qr">
        <QrCode value={setup.data.uri} label={t('enrol.qrLabel')} />
        <div>
          <p className="enrol-key-label" id="enrol-key-label">
            {t('enrol.keyLabel')}
          </p>
          <code className="enrol-key" aria-labelledby="enrol-key-label" data-testid="totp-secret">
            {setup.data.secret}
          </code>
        </div>
      </div>
      <CodeForm submitLabel={t('enrol.submit')} onCode={onCode} />
    </div>
  );
}
