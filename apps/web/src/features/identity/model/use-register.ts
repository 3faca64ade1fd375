import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@bet/contracts/identity/register';
import { register } from '../api/register';
import { registerMobile } from '../api/register-mobile';

export interface RegisterInput {
  body: RegisterRequest;
  /** The mobile tab registers by `PUT /wps/member/register/mobile`. */
  byMobile: boolean;
}

/** Registers on the call of the form's tab. */
export const useRegisterMutation = () =>
  useMutation({
    mutationFn: ({ body, byMobile }: RegisterInput) => (byMobile ? registerMobile : register)(body),
  });
