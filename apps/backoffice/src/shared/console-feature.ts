import type { RouteObject } from 'react-router';
import type { OperatorPermission } from '@bet/contracts/operator/operator-permissions';
import type { IconName } from './ui/icon';

/** One entry of the console's side menu. */
export interface NavEntry {
  /** Path under /backoffice, e.g. `/players`. */
  path: string;
  /** Translation key (`namespace:key`). */
  label: string;
  icon: IconName;
  /** Shown only to roles with this permission. */
  permission: OperatorPermission;
  /** The menu's group: where the entry sits. */
  group: 'overview' | 'money' | 'players' | 'site' | 'admin';
  /** Badge with a live count (e.g. pending items), read by the shell. */
  useBadge?: () => number | undefined;
}

/** What a feature brings to the console: its menu entries and its pages (children of the shell). */
export interface ConsoleFeature {
  nav: NavEntry[];
  routes: RouteObject[];
}
