import { sql, type Kysely } from 'kysely';

/**
 * The agent tree as a closure table (issue 15, decision 0035): one row per (ancestor, member) pair
 * at every depth, the member itself at depth 0. "Everyone under X" is the primary-key prefix
 * `ancestor_id = X`, "X's chain of uplines" is `member_id = X` ordered by depth; neither needs a
 * recursive query. A trigger keeps it whole on every insert, whoever inserts (sign-up, an agent's
 * downline, the seeds, the benchmark); an upline never changes once set, so the tree never moves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_tree (
      ancestor_id bigint not null references members(id),
      member_id bigint not null references members(id),
      depth int not null check (depth >= 0),
      primary key (ancestor_id, member_id)
    );
    create index member_tree_chain on member_tree (member_id, depth);
    create index member_tree_level on member_tree (ancestor_id, depth);

    create function member_tree_add() returns trigger language plpgsql as $$
    begin
      insert into member_tree (ancestor_id, member_id, depth)
        select t.ancestor_id, new.id, t.depth + 1 from member_tree t where t.member_id = new.upline_id
        union all select new.id, new.id, 0;
      return null;
    end $$;
    create trigger members_tree_add after insert on members
      for each row execute function member_tree_add();

    create function member_upline_fixed() returns trigger language plpgsql as $$
    begin
      raise exception 'a member''s upline never changes (member %)', old.id;
    end $$;
    create trigger members_upline_fixed before update of upline_id on members
      for each row when (old.upline_id is distinct from new.upline_id) execute function member_upline_fixed();

    insert into member_tree (ancestor_id, member_id, depth)
      with recursive chain (ancestor_id, member_id, depth) as (
        select id, id, 0 from members
        union all
        select m.upline_id, c.member_id, c.depth + 1
          from chain c join members m on m.id = c.ancestor_id
          where m.upline_id is not null
      )
      select ancestor_id, member_id, depth from chain;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger members_upline_fixed on members;
    drop function member_upline_fixed();
    drop trigger members_tree_add on members;
    drop function member_tree_add();
    drop table member_tree;
  `.execute(db);
}
