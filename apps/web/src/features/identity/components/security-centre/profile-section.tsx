import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileFields } from '@bet/contracts/identity/member';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { serverFieldMessages } from '@/shared/ui/form/server-field-errors';
import { useFormState, type FormRules } from '@/shared/ui/form/use-form-state';
import { Spinner } from '@/shared/ui/spinner';
import { useProfile } from '../../api/profile';
import { useUpdateProfile } from '../../api/update-profile';
import { emailMessage } from '../../lib/password-rule';

const PROFILE_FIELDS = [
  'nickname',
  'email',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'telegram',
  'zalo',
  'skype',
  'whatsapp',
  'line',
  'facebook',
  'wechat',
] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];
type ProfileValues = Record<ProfileField, string>;

const INPUT_TYPE: Partial<Record<ProfileField, string>> = {
  email: 'email',
  birthday: 'date',
  whatsapp: 'tel',
};
const MAX_LENGTH: Partial<Record<ProfileField, number>> = { nickname: 32, birthday: 10, address: 200 };

/** Every field is optional; an e-mail or a birthday, when given, must look like one. */
const PROFILE_RULES: FormRules<ProfileValues> = {
  email: (email) => (email.trim() ? emailMessage(email) : null),
  birthday: (birthday) =>
    birthday.trim() && !/^\d{4}-\d{2}-\d{2}$/.test(birthday.trim())
      ? { key: 'validation.pattern.dateYmd' }
      : null,
};

function ProfileForm({ initial, mobile }: { initial: ProfileFields; mobile: string | null }) {
  const { t } = useTranslation();
  const form = useFormState(
    Object.fromEntries(PROFILE_FIELDS.map((name) => [name, initial[name] ?? ''])) as ProfileValues,
    { rules: PROFILE_RULES },
  );
  const [failure, setFailure] = useState<unknown>(null);
  const update = useUpdateProfile();

  const submit = async () => {
    setFailure(null);
    const body = Object.fromEntries(
      PROFILE_FIELDS.map((name) => [name, form.values[name].trim() || undefined]),
    );
    try {
      await update.mutateAsync(body as ProfileFields);
    } catch (error) {
      const fields = serverFieldMessages(error);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else setFailure(error);
    }
  };

  return (
    <form className="form" noValidate data-testid="profile-form" onSubmit={form.handleSubmit(submit)}>
      <div className="security-grid">
        <TextField
          label={t('member.profile.mobile')}
          readOnly
          value={mobile ?? t('member.profile.noMobile')}
          hint={t('member.profile.mobileHint')}
          testId="profile-mobile"
        />
        {PROFILE_FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(`member.profile.${name}`)}
            type={INPUT_TYPE[name] ?? 'text'}
            maxLength={MAX_LENGTH[name] ?? 64}
            {...form.bind(name)}
            error={messageText(t, form.errors[name])}
            testId={`profile-${name}`}
          />
        ))}
      </div>
      <FormAlert testId="profile-error">{failure ? messageText(t, errorMessage(failure)) : null}</FormAlert>
      {update.isSuccess ? (
        <FormAlert tone="success" testId="profile-saved">
          {t('member.profile.saved')}
        </FormAlert>
      ) : null}
      <Button type="submit" disabled={update.isPending} data-testid="profile-save">
        {t('member.profile.save')}
      </Button>
    </form>
  );
}

/** Profile fields (spec §3 profile labels); the mobile number is masked and read-only. */
export function ProfileSection({ mobile }: { mobile: string | null }) {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <FormAlert>{messageText(t, errorMessage(profile.error))}</FormAlert>;
  return <ProfileForm initial={profile.data} mobile={mobile} />;
}
