import { lazy, Suspense, useState } from 'react';
import { RegisterAccountPanel } from '@/features/agent-centre/components/register-account-panel';
import { useAuthConfig } from '@/features/identity/model/auth-config';

const OfferContractDialog = lazy(() =>
  import('@/features/agent-contracts/components/offer-contract-dialog').then((m) => ({
    default: m.OfferContractDialog,
  })),
);

/** Register account, with the contract offer for a new agent (the two features meet here). */
export function RegisterAccountPage() {
  const { whitelabel } = useAuthConfig();
  const [offerTo, setOfferTo] = useState<string | null>(null);
  return (
    <>
      <RegisterAccountPanel onOfferContract={setOfferTo} />
      {offerTo ? (
        <Suspense fallback={null}>
          <OfferContractDialog
            downline={offerTo}
            open
            onClose={() => setOfferTo(null)}
            whitelabel={whitelabel}
          />
        </Suspense>
      ) : null}
    </>
  );
}
