import { useTranslation } from 'react-i18next';
import type { OperatorMission } from '@bet/contracts/operator/operator-missions';
import { useCan } from '@/shared/auth/use-can';
import { Badge } from '@/shared/ui/badge';
import { setMissionStatus } from '../api/set-mission-status';

/**
 * ACTIVE / PAUSED: a switch for roles that configure (a paused mission is hidden from players and
 * counts nothing), a badge for the others. `name` says which mission (its words and period).
 */
export function StatusToggle({
  mission: m,
  name,
  run,
}: {
  mission: OperatorMission;
  name: string;
  run: (change: () => Promise<unknown>) => void;
}) {
  const { t } = useTranslation('missions');
  const canChange = useCan('configure');
  const active = m.status === 'ACTIVE';
  const label = t(`status.${m.status}`);
  if (!canChange) return <Badge tone={active ? 'good' : 'warn'}>{label}</Badge>;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={t('activeOf', { mission: name })}
      className={active ? 'mission-switch on' : 'mission-switch'}
      onClick={() => run(() => setMissionStatus(m.id, active ? 'PAUSED' : 'ACTIVE'))}
    >
      <span className="mission-switch-track" aria-hidden="true">
        <span className="mission-switch-thumb" />
      </span>
      <span>{label}</span>
    </button>
  );
}
