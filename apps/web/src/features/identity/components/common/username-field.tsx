import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@/shared/ui/form/form-field';

type UsernameFieldProps = Pick<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'testId'>;

/**
 * An existing account's username (login, forgot password): required, never auto-capitalised
 * (usernames are case-sensitive), as long as the server accepts.
 */
export function UsernameField(props: UsernameFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.login.username')}
      required
      autoComplete="username"
      autoCapitalize="off"
      maxLength={64}
      {...props}
    />
  );
}
