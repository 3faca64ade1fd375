import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import './rg-notes.css';

/** Who reads the footer's responsible-gaming text: a real player, a free-play account or a visitor. */
export type RgReader = 'player' | 'trial' | 'visitor';

interface RgFooterNoteProps {
  reader: RgReader;
  /** Opens the member centre's responsible gaming (composed in src/app). */
  onOpen: () => void;
  onLogin: () => void;
}

/**
 * Under the merchant's responsible-gaming text: the way to the player's own limits, or for a
 * visitor, that logging in lets them set some (a free-play account has none to set).
 */
export function RgFooterNote({ reader, onOpen, onLogin }: RgFooterNoteProps) {
  const { t } = useTranslation();
  return (
    <div className="rg-footer-note" data-testid="rg-footer-note">
      {reader === 'player' ? (
        <>
          <p>{t('responsibleGaming.footer.player')}</p>
          <Button className="rg-wrap" onClick={onOpen} data-testid="rg-footer-open">
            {t('responsibleGaming.footer.open')}
          </Button>
        </>
      ) : reader === 'visitor' ? (
        <>
          <p>{t('responsibleGaming.footer.visitor')}</p>
          <Button variant="secondary" className="rg-wrap" onClick={onLogin} data-testid="rg-footer-login">
            {t('responsibleGaming.footer.login')}
          </Button>
        </>
      ) : (
        <p>{t('responsibleGaming.footer.trial')}</p>
      )}
    </div>
  );
}
