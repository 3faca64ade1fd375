import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promptInstall, useInstallState } from '../lib/use-install-state';
import { Button } from '@/shared/ui/button';

/**
 * The lite app's install button: the browser's own prompt when it offered one
 * (`beforeinstallprompt`); otherwise a pointer to the steps below (iOS: Add to Home Screen).
 */
export function LiteInstall({ ios }: { ios: boolean }) {
  const { t } = useTranslation();
  const { canPrompt, installed } = useInstallState();
  const [declined, setDeclined] = useState(false);
  if (installed)
    return (
      <p className="lite-status" role="status" data-testid="lite-installed">
        {t('download.lite.installed')}
      </p>
    );
  if (canPrompt)
    return (
      <Button
        variant="primary"
        data-testid="lite-install"
        onClick={() => void promptInstall().then((accepted) => setDeclined(!accepted))}
      >
        {t('download.lite.install')}
      </Button>
    );
  return (
    <p className="lite-status" data-testid="lite-manual">
      {declined ? t('download.lite.declined') : t(ios ? 'download.lite.iosHint' : 'download.lite.menuHint')}
    </p>
  );
}
