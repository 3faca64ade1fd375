import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useAvatar } from '../../api/player-avatar';
import { useSetAvatar } from '../../api/set-avatar';
import { STATIC_AVATAR_IDS, StaticAvatar } from '../static-avatar';

const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
const AVATAR_TYPES = ['image/png', 'image/jpeg'];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** Pick a built-in avatar or upload a png/jpg up to 5 MB; the header shows it. */
export function AvatarSection() {
  const { t } = useTranslation();
  const inputId = useId();
  const { data: current } = useAvatar();
  const save = useSetAvatar();
  const [fileError, setFileError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) return setFileError('member.avatar.wrongType');
    if (file.size > MAX_AVATAR_BYTES) return setFileError('member.avatar.tooLarge');
    setFileError(null);
    save.mutate({ avatarType: 'CUSTOM', avatar: await readAsDataUrl(file) });
  };

  return (
    <div className="form" data-testid="avatar-section">
      <fieldset className="avatar-choices">
        <legend>{t('member.avatar.choose')}</legend>
        {STATIC_AVATAR_IDS.map((id, index) => {
          const selected = current?.avatarType === 'STATIC' && current.avatar === id;
          return (
            <button
              key={id}
              type="button"
              className={selected ? 'avatar-choice selected' : 'avatar-choice'}
              aria-pressed={selected}
              aria-label={t('member.avatar.option', { n: index + 1 })}
              disabled={save.isPending}
              onClick={() => save.mutate({ avatarType: 'STATIC', avatar: id })}
              data-testid={`avatar-${id}`}
            >
              <StaticAvatar id={id} size={48} />
            </button>
          );
        })}
      </fieldset>
      <div className="form-field">
        <label htmlFor={inputId} className="form-label">
          {t('member.avatar.upload')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg"
          onChange={(event) => void onFile(event)}
          aria-describedby={`${inputId}-hint`}
          data-testid="avatar-upload"
        />
        <p id={`${inputId}-hint`} className="form-hint">
          {t('member.avatar.uploadHint')}
        </p>
        {current?.avatarType === 'CUSTOM' ? (
          <img
            src={current.avatar}
            alt={t('member.avatar.current')}
            width={64}
            height={64}
            className="avatar-image"
          />
        ) : null}
      </div>
      <FormAlert testId="avatar-error">
        {fileError ? t(fileError) : save.error ? messageText(t, errorMessage(save.error)) : null}
      </FormAlert>
      {save.isSuccess ? (
        <FormAlert tone="success" testId="avatar-saved">
          {t('member.avatar.saved')}
        </FormAlert>
      ) : null}
    </div>
  );
}
