import { useCan } from '../auth/use-can';
import { Badge } from './badge';
import './status-toggle.css';

type Status = 'ACTIVE' | 'PAUSED';

/**
 * ACTIVE / PAUSED: a switch for roles that configure, a badge for the others. `label` is the
 * status in words, `ariaLabel` names the switch (which one is active); `onChange` gets the
 * status asked for.
 */
export function StatusToggle({
  status,
  label,
  ariaLabel,
  onChange,
}: {
  status: Status;
  label: string;
  ariaLabel: string;
  onChange: (status: Status) => void;
}) {
  const canChange = useCan('configure');
  const active = status === 'ACTIVE';
  if (!canChange) return <Badge tone={active ? 'good' : 'warn'}>{label}</Badge>;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={ariaLabel}
      className={active ? 'status-switch on' : 'status-switch'}
      onClick={() => onChange(active ? 'PAUSED' : 'ACTIVE')}
    >
      <span className="status-switch-track" aria-hidden="true">
        <span className="status-switch-thumb" />
      </span>
      <span>{label}</span>
    </button>
  );
}
