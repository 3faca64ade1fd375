import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@/shared/ui/form/form-field';

/** One box: `form.bind(name)`, its translated message, and the test id the form was tested by. */
type PasswordBox = Pick<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'testId'>;

interface NewPasswordFieldsProps {
  password: PasswordBox;
  confirm: PasswordBox;
}

/**
 * A new password and its confirmation, as every "set a password" form asks them: both required
 * and marked new-password, so password managers offer to generate and then save it.
 */
export function NewPasswordFields({ password, confirm }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('auth.password.new')}
        required
        type="password"
        autoComplete="new-password"
        {...password}
      />
      <TextField
        label={t('auth.password.confirm')}
        required
        type="password"
        autoComplete="new-password"
        {...confirm}
      />
    </>
  );
}
