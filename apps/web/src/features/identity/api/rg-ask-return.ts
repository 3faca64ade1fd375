import { useMutation } from '@tanstack/react-query';
import type { AskReturnRequest } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/**
 * `POST /wps/rg/return`: after a self-exclusion's end, the code of the refused login asks to return;
 * the account opens 24 hours later. Here beside the login, where the refusal offers it. Answers
 * the exclusion with its `returnAt`.
 */
export const askReturn = (body: AskReturnRequest) => apiCall(routes.rgAskReturn, { body });

export const useRgAskReturn = () => useMutation({ mutationFn: askReturn });
