import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { messageText } from '@/shared/ui/form/field-message';
import type { WalletNotice } from '../model/launch-store';
import { launchWallet } from '../model/launch-wallet';
import './games.css';

/**
 * The money did not follow the player into the game (issue 11: a failed move is shown, never
 * silent). It sits above the game without blocking it and leads to My wallet, where the player
 * can move the money by hand.
 */
export function WalletNoticeBar({ notice, onClose }: { notice: WalletNotice; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="wallet-notice" role="alert" data-testid="wallet-notice">
      <p className="wallet-notice-text">
        <strong>{t('games.autoTransfer.inFailed', { vendor: notice.vendor })}</strong>{' '}
        <span data-testid="wallet-notice-reason">{messageText(t, { key: notice.reason })}</span>{' '}
        {t('games.autoTransfer.useWallet')}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => launchWallet()?.openWallet()}
        data-testid="wallet-notice-open"
      >
        {t('games.autoTransfer.openWallet')}
      </Button>
      <button
        type="button"
        className="wallet-notice-close"
        aria-label={t('common.close')}
        onClick={onClose}
        data-testid="wallet-notice-close"
      >
        ×
      </button>
    </div>
  );
}
