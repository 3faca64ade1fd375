import { lazy, Suspense } from 'react';
import { isModuleEnabled } from '@bet/contracts/mod-ids';
import { useSiteInfo } from '@/features/system/api/system-status';
import { useIsLoggedIn } from '@/shared/session/session-store';
import { lazySection } from '@/shared/lib/lazy-section';

// Both sides load in their own chunk, beside the home section's: the home route's initial
// JavaScript has a 120 KB budget, and a visitor never needs the member header (nor the reverse).
// The visitor's side can be loaded ahead (`preload`) for a page the server drew.
export const VisitorArea = lazySection(() =>
  import('@/features/identity/components/visitor-area').then((m) => ({ default: m.VisitorArea })),
);
const MemberHeader = lazy(() => import('./member-header'));

/** The header's right side: the visitor's login form, or the member's balance, menu and logout. */
export function HeaderAccountArea() {
  const info = useSiteInfo();
  const loggedIn = useIsLoggedIn();
  const on = (modId: string) => isModuleEnabled(info.whitelabel, modId);
  return (
    <Suspense fallback={<span className="account-area-placeholder" aria-hidden="true" />}>
      {loggedIn ? (
        <MemberHeader currencySymbol={info.merchant.currencySymbol} />
      ) : (
        <VisitorArea
          canRegister={on('USERNAMEREG3') || on('DIRECTREG3') || on('MOBILENUMREG3')}
          canFreePlay={on('FREEPLAY3')}
        />
      )}
    </Suspense>
  );
}
