import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveWalletPreferencesRequest } from '@bet/contracts/wallet/wallet-preferences';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { WALLET_PREFERENCES_KEY } from './wallet-preferences';

/** `PUT /wps/wallet/preferences`: saves the auto-transfer switch and amount; answers what is saved. */
export const saveWalletPreferences = (body: SaveWalletPreferencesRequest) =>
  apiCall(routes.saveWalletPreferences, { body });

export function useSaveWalletPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWalletPreferences,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WALLET_PREFERENCES_KEY }),
  });
}
