import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's module graph (decision 0014), read by dependency-cruiser from the imports,
 * type-only ones included. Each failure names the offending import (`from → to`).
 */
const SRC = fileURLToPath(new URL('.', import.meta.url));

const rules: IForbiddenRuleType[] = [
  {
    name: 'no-file-cycle',
    comment: 'no import cycles between files',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'routes-use-services',
    comment: 'route files parse, call a service and answer: no repos, Kysely, database or other route files',
    severity: 'error',
    from: { path: '\\.routes\\.ts$' },
    to: { path: ['\\.repo\\.ts$', '^db/', '(^|/)node_modules/kysely/', '\\.routes\\.ts$'] },
  },
  {
    name: 'infrastructure-below-modules',
    comment: 'adapters, db, shared and plugins are used by modules, never the other way round',
    severity: 'error',
    from: { path: '^(adapters|db|shared|plugins)/' },
    to: { path: '^(modules|wiring|jobs|seed)/' },
  },
];

/** Cruises the server's sources (tests left out: nothing imports them). */
async function cruiseServer(): Promise<ICruiseResult> {
  const result = await cruise(
    ['.'],
    {
      baseDir: SRC,
      tsPreCompilationDeps: true,
      exclude: { path: '\\.test\\.ts$' },
      doNotFollow: { path: 'node_modules' },
      validate: true,
      ruleSet: { forbidden: rules },
    },
    {},
    { tsConfig: { fileName: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) } },
  );
  return result.output as ICruiseResult;
}

const describeViolations = (result: ICruiseResult, rule: string) =>
  result.summary.violations
    .filter((v) => v.rule.name === rule)
    .map((v) => {
      const cycle = v.cycle?.length
        ? `  (cycle: ${[v.from, ...v.cycle.map((c) => c.name)].join(' → ')})`
        : '';
      return `${v.from} → ${v.to}${cycle}`;
    });

const domainOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1];

/** The `modules/<domain>` folders' import graph, each edge with one file import that makes it. */
function domainEdges(result: ICruiseResult): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>();
  for (const m of result.modules) {
    const from = domainOf(m.source);
    if (!from) continue;
    for (const d of m.dependencies) {
      const to = domainOf(d.resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from)!.has(to)) edges.get(from)!.set(to, `${m.source} → ${d.resolved}`);
    }
  }
  return edges;
}

/** Every cycle among the domains (each found once, from its smallest name), as its edges. */
function domainCycles(edges: Map<string, Map<string, string>>): string[][] {
  const cycles: string[][] = [];
  const walk = (start: string, at: string, path: string[], seen: Set<string>) => {
    for (const [next, example] of edges.get(at) ?? []) {
      if (next === start) cycles.push([...path, `${at} → ${next}: ${example}`]);
      else if (next > start && !seen.has(next)) {
        seen.add(next);
        walk(start, next, [...path, `${at} → ${next}: ${example}`], seen);
        seen.delete(next);
      }
    }
  };
  for (const start of [...edges.keys()].sort()) walk(start, start, [], new Set([start]));
  return cycles;
}

/** A Kysely query or a raw `sql` template: what only a repo may write. */
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|selectNoFrom)\(|\bsql(<[^>]*>)?`/;

/** The `modules/` source files, other than repos and tests, that write a query (with its first line). */
function queriesOutsideRepos(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.(repo|test)\.ts$/.test(entry.name)) {
        const lines = readFileSync(path, 'utf8').split('\n');
        const at = lines.findIndex((line) => QUERY.test(line));
        if (at >= 0) found.push(`${relative(SRC, path)}:${at + 1}: ${lines[at]!.trim()}`);
      }
    }
  };
  walk(join(SRC, 'modules'));
  return found;
}

describe('server module graph', () => {
  let result: ICruiseResult;
  beforeAll(async () => {
    result = await cruiseServer();
  }, 60_000);

  it('reads the whole server', () => {
    expect(result.modules.some((m) => m.source === 'app.ts')).toBe(true);
    expect(result.modules.filter((m) => m.source.endsWith('.routes.ts')).length).toBeGreaterThan(10);
  });

  it('has no import cycle between files', () => {
    expect(describeViolations(result, 'no-file-cycle')).toEqual([]);
  });

  it('has no cycle between modules/<domain> folders', () => {
    expect(domainCycles(domainEdges(result))).toEqual([]);
  });

  it('keeps route files on services: no repo, Kysely, database or route file import', () => {
    expect(describeViolations(result, 'routes-use-services')).toEqual([]);
  });

  it('keeps adapters, db, shared and plugins below the modules, wiring, jobs and seed', () => {
    expect(describeViolations(result, 'infrastructure-below-modules')).toEqual([]);
  });

  it('keeps SQL in repos: no Kysely query or sql template in another module file', () => {
    expect(queriesOutsideRepos()).toEqual([]);
    expect(QUERY.test("db.selectFrom('members')")).toBe(true);
    expect(QUERY.test('const { rows } = await sql<{ n: number }>`select 1`')).toBe(true);
    expect(QUERY.test('await this.db.transaction().execute(work)')).toBe(false);
  });

  it('finds a cycle between domains when there is one', () => {
    const edges = new Map([
      ['games', new Map([['wallet', 'modules/games/a.ts → modules/wallet/b.ts']])],
      ['wallet', new Map([['games', 'modules/wallet/b.ts → modules/games/a.ts']])],
    ]);
    expect(domainCycles(edges)).toEqual([
      [
        'games → wallet: modules/games/a.ts → modules/wallet/b.ts',
        'wallet → games: modules/wallet/b.ts → modules/games/a.ts',
      ],
    ]);
  });
});
