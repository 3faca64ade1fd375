import type { WhitelabelNode } from '@bet/contracts/mod-ids';
import type { ModuleRow } from './merchant.repo.js';

/** Builds the `{ modId, enabled, childrenNodes }` tree from flat rows (parents before children by sort). */
export function buildWhitelabelTree(rows: readonly ModuleRow[]): WhitelabelNode[] {
  const nodes = new Map<string, WhitelabelNode>();
  for (const row of rows)
    nodes.set(row.mod_id, { modId: row.mod_id, enabled: row.enabled, childrenNodes: [] });
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.mod_id)!;
    const parent = row.parent_mod_id ? nodes.get(row.parent_mod_id) : undefined;
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}

/** Modules that are off, themselves or through an ancestor: a route check is then one Set lookup. */
export function disabledModules(tree: readonly WhitelabelNode[]): Set<string> {
  const off = new Set<string>();
  const walk = (nodes: readonly WhitelabelNode[], parentOn: boolean) => {
    for (const node of nodes) {
      const on = parentOn && node.enabled;
      if (!on) off.add(node.modId);
      walk(node.childrenNodes, on);
    }
  };
  walk(tree, true);
  return off;
}
