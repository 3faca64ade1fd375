import type { CallOf } from '@bet/contracts/routes';
import type { OperatorRouteDef } from '@bet/contracts/operator/operator';
import { ApiError } from '@/shared/api/api-error';

/**
 * A two-factor call with the PENDING token of a sign-in in progress. That token is not the
 * console's session (no other screen may use it), so it is passed here and never stored.
 */
export async function pendingCall<R extends OperatorRouteDef>(
  route: R,
  token: string,
  body?: CallOf<R>['body'],
): Promise<CallOf<R>['response']> {
  const headers = new Headers({ Accept: 'application/json', Authorization: token });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(route.path, {
      method: route.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('network.abnormal', 'the server cannot be reached', 0);
  }
  const envelope = (await response.json().catch(() => null)) as
    | { success: true; value: CallOf<R>['response'] }
    | { success: false; errorCode: string; message: string; value?: unknown }
    | null;
  if (envelope?.success) return envelope.value;
  const code = envelope?.errorCode ?? (response.status >= 500 ? 'system.busy' : 'system.error');
  throw new ApiError(code, envelope?.message ?? response.statusText, response.status, envelope?.value);
}
