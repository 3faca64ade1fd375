import type { OPERATOR_ROLES } from './operator.js';

export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * What each operator role may do, said once: the server refuses a call whose permission the
 * caller's role lacks, and the back office hides the buttons of what it lacks. `support` reads
 * everything a player asks about but moves no money and changes no setting.
 */
export const OPERATOR_PERMISSIONS = {
  /** Dashboards, players, queues, records, settings: reading. */
  read: ['admin', 'finance', 'support'],
  /** Confirm or reject deposits, pay or reject withdrawals, adjust balances, credit bonuses, settle transfers. */
  moveMoney: ['admin', 'finance'],
  /** Reset a player's password (a link), end their sessions. */
  playerAccess: ['admin', 'support'],
  /** Lock or unlock a player, agent-only, labels. */
  playerStatus: ['admin'],
  /** Reports of money: GGR, channels, bonus cost. */
  reports: ['admin', 'finance'],
  /** Site settings, modules, maintenance, vendors and games, content. */
  configure: ['admin'],
  /** Operators and their roles, the audit log, jobs, API docs. */
  administer: ['admin'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type OperatorPermission = keyof typeof OPERATOR_PERMISSIONS;

export function operatorMay(role: string | null | undefined, permission: OperatorPermission): boolean {
  return (OPERATOR_PERMISSIONS[permission] as readonly string[]).includes(role ?? '');
}

/** Roles that must sign in with a second factor (TOTP): they move money or change the site. */
export const TWO_FACTOR_ROLES: readonly OperatorRole[] = ['admin', 'finance'];
