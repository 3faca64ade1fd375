import type { LoginResponse } from '@bet/contracts/identity/login';
import type { RegisterResponse } from '@bet/contracts/identity/register';
import { ApiError } from '@/shared/api/api-error';

/** Registration asks to log in (`login` defaults to true), so its answer is the login's. */
export function loggedIn(answer: RegisterResponse): LoginResponse {
  if ('registered' in answer) throw new ApiError(0, 'system.error');
  return answer;
}
