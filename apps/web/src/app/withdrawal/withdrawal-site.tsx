import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { WithdrawalCodeInvalid } from '@/features/responsible-gaming/components/withdrawal-code-invalid';
import { WithdrawalCodeStep } from '@/features/responsible-gaming/components/withdrawal-code-step';
import { readExclusion } from '@/features/responsible-gaming/lib/withdrawal-exclusion';
import { useWithdrawalCode } from '@/features/responsible-gaming/model/use-withdrawal-code';
import { useSiteInfo } from '@/features/system/api/system-status';
import { useDocumentMeta } from '@/shared/lib/use-document-meta';
import { WITHDRAWAL_PAGE } from '@/shared/lib/withdrawal-page';
import { useSession } from '@/shared/session/session-store';
import { WithdrawalFrame } from './withdrawal-frame';
import { WithdrawalMoney } from './withdrawal-money';

/**
 * `/withdrawal` (issue 20): an excluded player's way to their money. With `?code=` (the link of a
 * refused login) Continue exchanges the one-time code for a withdrawal-only session; with that
 * session, the balance, bringing game wallets back and the withdrawal; without either, why the
 * link cannot be used and the way home. Outside the member site's route guard, which sends a
 * withdrawal-only session here from every other page.
 */
export default function WithdrawalSite() {
  const { t } = useTranslation();
  const { merchant } = useSiteInfo();
  useDocumentMeta({
    title: t('seo.pageTitle', { page: t('responsibleGaming.withdrawal.title'), name: merchant.name }),
    description: t('responsibleGaming.withdrawal.lead'),
    canonicalPath: WITHDRAWAL_PAGE,
  });
  const code = useWithdrawalCode();
  const token = useSession((s) => s.token);
  const stored = useSession((s) => s.withdrawalOnly);
  const withdrawalOnly = Boolean(token) && stored !== null;

  let body: ReactNode;
  if (code.code !== null)
    body = (
      <WithdrawalCodeStep
        onContinue={() => void code.start()}
        pending={code.pending}
        failure={code.failure}
      />
    );
  else if (code.refused) body = <WithdrawalCodeInvalid />;
  else if (withdrawalOnly) body = <WithdrawalMoney exclusion={readExclusion(stored)} />;
  // A full session has the whole site; this page is not for it.
  else if (token) return <Navigate to="/" replace />;
  else body = <WithdrawalCodeInvalid />;

  const money = code.code === null && !code.refused && withdrawalOnly;
  return (
    <WithdrawalFrame
      siteName={merchant.name}
      languages={merchant.languages}
      loggedIn={withdrawalOnly}
      focusTitle={money}
    >
      {body}
    </WithdrawalFrame>
  );
}
