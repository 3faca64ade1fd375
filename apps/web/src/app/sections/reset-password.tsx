import { ResetPasswordPage } from '@/features/identity/components/reset-password/reset-password-page';

/** `/resetPassword?code=…`: the link of the password-reset e-mail. */
export default function ResetPasswordSection() {
  return <ResetPasswordPage />;
}
