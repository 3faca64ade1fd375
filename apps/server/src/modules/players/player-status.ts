import { AccountType } from '@bet/contracts/constants';
import type { PlayerSummary } from '@bet/contracts/operator/operator-players';
import { isAgent } from '../identity/session.service.js';

/** How the operator reads an account's type: player, agent or trial (free play). */
export const kindOf = (type: number): PlayerSummary['kind'] =>
  type === AccountType.trial ? 'TRIAL' : isAgent(type) ? 'AGENT' : 'PLAYER';

/** One word for the list: the operator's lock first, then agent-only, then trial. */
export function statusOf(m: {
  type: number;
  disabled: boolean;
  agent_only: boolean;
}): PlayerSummary['status'] {
  if (m.disabled) return 'LOCKED';
  if (m.agent_only) return 'AGENT_ONLY';
  if (m.type === AccountType.trial) return 'TRIAL';
  return 'ACTIVE';
}

export const fullMobile = (m: { dialing_code: string | null; mobile_num: string | null }) =>
  m.mobile_num ? `+${m.dialing_code ?? ''}${m.mobile_num}` : null;
