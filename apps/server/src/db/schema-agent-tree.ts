/** The agent tree's closure table (migration 0023): every (ancestor, member) pair, self at depth 0. */
export interface MemberTreeTable {
  ancestor_id: bigint;
  member_id: bigint;
  depth: number;
}

export interface AgentTreeTables {
  member_tree: MemberTreeTable;
}
