import { useQuery } from '@tanstack/react-query';
import { operatorMoneyRoutes } from '@bet/contracts/operator/operator-money';
import { opsCall } from '@/shared/api/ops-call';
import { settingsKey } from '../lib/settings-key';

/** Withdrawal limits and auto-confirm minutes. */
export const useMoneySettings = () =>
  useQuery({ queryKey: settingsKey('money'), queryFn: () => opsCall(operatorMoneyRoutes.getMoneySettings) });
