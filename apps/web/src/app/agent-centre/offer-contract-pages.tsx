import { lazy, Suspense, useState } from 'react';
import { RegisterAccountPanel } from '@/features/agent-centre/components/register-account-panel';
import { TeamManagementPanel } from '@/features/agent-centre/components/team-management-panel';
import { useAuthConfig } from '@/features/identity/model/auth-config';

const OfferContractDialog = lazy(() =>
  import('@/features/agent-contracts/components/offer-contract-dialog').then((m) => ({
    default: m.OfferContractDialog,
  })),
);

/** The contract offer dialog for a downline (the two features meet here), with the merchant's switches. */
function useOfferContract() {
  const { whitelabel } = useAuthConfig();
  const [offerTo, setOfferTo] = useState<string | null>(null);
  const dialog = offerTo ? (
    <Suspense fallback={null}>
      <OfferContractDialog downline={offerTo} open onClose={() => setOfferTo(null)} whitelabel={whitelabel} />
    </Suspense>
  ) : null;
  return { offer: setOfferTo, dialog };
}

/** Register account; a new agent can be offered a contract straight away. */
export function RegisterAccountPage() {
  const { offer, dialog } = useOfferContract();
  return (
    <>
      <RegisterAccountPanel onOfferContract={offer} />
      {dialog}
    </>
  );
}

/** Team management with its row actions: offer a contract, see a member's bets. */
export function TeamManagementPage({ onSeeReports }: { onSeeReports: (username: string) => void }) {
  const { offer, dialog } = useOfferContract();
  return (
    <>
      <TeamManagementPanel onOfferContract={offer} onSeeReports={onSeeReports} />
      {dialog}
    </>
  );
}
