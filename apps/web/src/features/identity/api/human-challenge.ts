import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { solveChallenge } from '@/shared/human/solve-challenge';

/** `GET /wps/verification/challenge`: a proof-of-work challenge for human verification. */
export const getHumanChallenge = (signal?: AbortSignal) => apiCall(routes.humanChallenge, { signal });

/** A fresh `humanProof` for a password login, a registration or an SMS send. */
export async function getHumanProof(signal?: AbortSignal): Promise<string> {
  return solveChallenge(await getHumanChallenge(signal), signal);
}
