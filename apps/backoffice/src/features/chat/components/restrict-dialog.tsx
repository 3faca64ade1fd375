import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/shared/ui/form-field';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useRestrictChatPlayer } from '../api/restrict-chat-player';

/** Mute lengths offered, in minutes: 10 minutes to 7 days. */
const MUTE_MINUTES = [10, 60, 1440, 10080] as const;

/** Mutes a player for a chosen time, or bans them until lifted, with the reason. */
export function RestrictDialog({
  kind,
  username,
  onClose,
  onDone,
}: {
  kind: 'MUTE' | 'BAN';
  username: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('chat');
  const restrict = useRestrictChatPlayer();
  const [minutes, setMinutes] = useState<number>(MUTE_MINUTES[1]);
  return (
    <ReasonDialog
      title={t(kind === 'MUTE' ? 'restrict.muteTitle' : 'restrict.banTitle', { username })}
      confirmLabel={t(kind === 'MUTE' ? 'restrict.mute' : 'restrict.ban')}
      danger={kind === 'BAN'}
      onClose={onClose}
      onConfirm={async (reason) => {
        await restrict.mutateAsync(
          kind === 'MUTE' ? { username, kind, minutes, reason } : { username, kind, reason },
        );
        onDone(t(kind === 'MUTE' ? 'restrict.mutedDone' : 'restrict.bannedDone', { username }));
      }}
    >
      {kind === 'MUTE' ? (
        <FormField label={t('restrict.length')}>
          {(ids) => (
            <select {...ids} value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
              {MUTE_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {t(`restrict.minutes.${m}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : (
        <p>{t('restrict.banExplain')}</p>
      )}
    </ReasonDialog>
  );
}
