import { BalanceDisplay } from '@/features/identity/components/balance-display';
import { useBalance } from '@/features/wallet/api/balance';

/** The header's balance: the member feature's display of the wallet feature's total. */
export function HeaderBalance({ currencySymbol }: { currencySymbol: string }) {
  const balance = useBalance();
  return (
    <BalanceDisplay
      currencySymbol={balance.data?.currencySymbol ?? currencySymbol}
      amount={balance.data?.sumBalance ?? null}
      updating={balance.isRefetching}
      onRefresh={() => void balance.refetch()}
    />
  );
}
