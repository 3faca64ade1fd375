import { useSession } from '@/shared/session/session-store';
import { useRealityCheck } from '../model/use-reality-check';
import { RealityCheckDialog } from './reality-check-dialog';

export interface RealityCheckHostProps {
  /** The merchant's currency symbol (from the site settings). */
  currencySymbol: string;
  /** The site's logout, the account menu's own (composed in src/app). */
  onLogout: () => unknown;
  /** Opens the member centre's account record; absent where the page has no member centre. */
  onOpenRecord?: () => void;
}

/**
 * The reality check of a logged-in real player (issue 20), over whatever page they are on, a game
 * included. src/app mounts it only for a real account's session (never a visitor's nor a free-play
 * account's), in its own chunk. The dialog is in this chunk, not loaded later: a check comes an
 * hour on, when a new release may have replaced the chunks of this page.
 */
export function RealityCheckHost({ currencySymbol, onLogout, onOpenRecord }: RealityCheckHostProps) {
  const token = useSession((s) => s.token);
  const { shown, close } = useRealityCheck(token);
  if (!shown) return null;
  return (
    <RealityCheckDialog
      shown={shown}
      currencySymbol={currencySymbol}
      onContinue={close}
      onLogout={() => {
        close();
        void onLogout();
      }}
      onOpenRecord={
        onOpenRecord
          ? () => {
              close();
              onOpenRecord();
            }
          : undefined
      }
    />
  );
}

export default RealityCheckHost;
