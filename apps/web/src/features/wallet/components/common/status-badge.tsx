import { useTranslation } from 'react-i18next';

type Tone = 'pending' | 'good' | 'bad' | 'neutral';

const TONE_OF: Record<string, Tone> = {
  PENDING: 'pending',
  PAID: 'pending',
  IN_PROGRESS: 'pending',
  SUCCESS: 'good',
  RECEIVED: 'good',
  AUTO_RECEIVED: 'good',
  COMPLETED: 'good',
  REJECTED: 'bad',
  NOT_RECEIVED: 'bad',
  PARTIAL: 'neutral',
};

/** A record's status as a coloured, translated pill (`wallet.status.<kind>.<STATUS>`). */
export function StatusBadge({ kind, status }: { kind: 'deposit' | 'withdraw' | 'bonus'; status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge status-${TONE_OF[status] ?? 'neutral'}`} data-status={status}>
      {t(`wallet.status.${kind}.${status}`)}
    </span>
  );
}
