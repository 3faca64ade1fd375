// Writes docs/calls.md: every call of the contract (routes and the operator tables) with its method and
// path, the server file that registers it and the web file that calls it; then every screen (address or
// member-centre page) with the file that renders it. Run `npm run docs:calls`;
// `--check` only compares and fails when the file is stale (packages/contracts/src/calls-doc.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docFile = path.join(root, 'docs/calls.md');
export const FIX_COMMAND = 'npm run docs:calls';

const contracts = path.join(root, 'packages/contracts/src');
const operatorDir = path.join(contracts, 'operator');

/**
 * `routes` and every `…Routes` table exported by a file of contracts/src/operator, bundled on the fly
 * (Node cannot import the contract's .ts files itself).
 */
async function loadRouteTables() {
  const operatorFiles = fs
    .readdirSync(operatorDir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const entry = [
    "export { routes } from './routes.ts';",
    ...operatorFiles.map((file, i) => `export * as operator${i} from './operator/${file}';`),
  ];
  const result = await esbuild.build({
    stdin: {
      contents: entry.join('\n'),
      resolveDir: contracts,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  const bundle = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  const isRoute = (value) => typeof value?.method === 'string' && typeof value?.path === 'string';
  const tables = operatorFiles.flatMap((file, i) =>
    Object.entries(bundle[`operator${i}`])
      .filter(([name, table]) => name.endsWith('Routes') && Object.values(table).every(isRoute))
      .map(([name, table]) => ({ name, file: `packages/contracts/src/operator/${file}`, table })),
  );
  // A table spread from others (allOperatorRoutes) holds the same route objects: each route is
  // listed once, under the smallest table that holds it.
  tables.sort((a, b) => Object.keys(a.table).length - Object.keys(b.table).length);
  const listed = new Set();
  const operatorTables = [];
  for (const { name, file, table } of tables) {
    const entries = Object.entries(table).filter(([, def]) => !listed.has(def));
    for (const [, def] of entries) listed.add(def);
    if (entries.length) operatorTables.push({ name, file, entries });
  }
  operatorTables.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
  return { routes: bundle.routes, operatorTables };
}

/** Repo-relative paths of the files under `dir` whose name passes `keep`. */
function filesUnder(dir, keep) {
  const found = [];
  const walk = (absolute) => {
    for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
      const full = path.join(absolute, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (keep(full)) found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(path.join(root, dir));
  return found.sort();
}

const namesIn = (text, pattern) => [...text.matchAll(pattern)].map((match) => match[1]);

/**
 * The calls a route file registers with `define` (defineRoute or defineOperatorRoute, on `app` or a
 * scope): by name (`define(app, 'name', …)`), by table entry (`define(app, table.name, …)`), or for
 * each name of a `for (const x of ['a', 'b']) define(app, x, …)` loop.
 */
function registrations(text, define) {
  const found = [
    ...namesIn(text, new RegExp(`\\b${define}\\(\\s*\\w+,\\s*'(\\w+)'`, 'g')),
    ...namesIn(text, new RegExp(`\\b${define}\\(\\s*\\w+,\\s*\\w*[rR]outes\\.(\\w+)`, 'g')),
  ];
  const loops = new RegExp(
    `for \\(const \\[?\\s*(\\w+)[^)]*?\\bof\\s*\\[([\\s\\S]*?)\\]\\s*(?:as const)?\\s*\\)\\s*\\{\\s*${define}\\(\\s*\\w+,\\s*(\\w+)`,
    'g',
  );
  for (const [, variable, list, used] of text.matchAll(loops)) {
    if (variable === used) found.push(...namesIn(list, /'(\w+)'/g), ...namesIn(list, /[rR]outes\.(\w+)/g));
  }
  return found;
}

/** Site calls: defineRoute, or a plain Fastify `app.get(routes.name.path, …)`. */
const siteRegistrations = (text) => [
  ...registrations(text, 'defineRoute'),
  ...namesIn(text, /app\.(?:get|post|put|delete)\(\s*routes\.(\w+)\.path/g),
];
/** Operator calls: defineOperatorRoute, or any mention of an operator table's entry. */
const operatorRegistrations = (text) => [
  ...registrations(text, 'defineOperatorRoute'),
  ...namesIn(text, /\boperator\w*Routes\.(\w+)/g),
];

/** The calls a web api file makes: `routes.name` or `apiCall('name', …)`. */
const webCalls = (text) => [
  ...namesIn(text, /\broutes\.(\w+)/g),
  ...namesIn(text, /apiCall(?:<[^()]*>)?\(\s*'(\w+)'/g),
];

/** The operator calls a back-office api file makes: `operator…Routes.name`. */
const consoleCalls = (text) => {
  // A table may be imported under another name: `import { operatorMoneyRoutes as routes } …`.
  const aliases = namesIn(text, /\b(?:operator\w*Routes|allOperatorRoutes)\s+as\s+(\w+)/g);
  const tables = ['operator\\w*Routes', 'allOperatorRoutes', ...aliases].join('|');
  return namesIn(text, new RegExp(`\\b(?:${tables})\\.(\\w+)`, 'g'));
};

/** name → files, from every file's list of names. */
function indexBy(files, namesOf) {
  const index = new Map();
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const name of new Set(namesOf(text))) index.set(name, [...(index.get(name) ?? []), file]);
  }
  return index;
}

const link = (file, prefix) => `[${file.slice(prefix.length)}](../${file})`;
const cell = (files, prefix) => files.map((file) => link(file, prefix)).join('<br>');

function table(rows) {
  const lines = ['| Call | Method and path | Server | Web |', '| --- | --- | --- | --- |'];
  for (const row of rows)
    lines.push(`| \`${row.name}\` | \`${row.method} ${row.path}\` | ${row.server} | ${row.web} |`);
  return lines.join('\n');
}

/** Where an `import('…')` of `fromFile` points, as a repo-relative .tsx/.ts path. */
function resolveWebImport(fromFile, specifier) {
  const base = specifier.startsWith('@/')
    ? path.join(root, 'apps/web/src', specifier.slice(2))
    : path.resolve(path.dirname(path.join(root, fromFile)), specifier);
  const found = ['.tsx', '.ts'].map((ext) => base + ext).find((file) => fs.existsSync(file));
  return path
    .relative(root, found ?? base)
    .split(path.sep)
    .join('/');
}

/**
 * The screens: each address of the router (`page('/x', <S.section …>)`) with the section file it
 * lazily loads, and each member-centre page key with its component.
 */
function screens() {
  const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
  const sectionsFile = 'apps/web/src/app/lazy-sections.ts';
  const sectionFiles = new Map(
    [...read(sectionsFile).matchAll(/(\w+): lazySection\(\(\) => import\('([^']+)'\)\)/g)].map(
      ([, name, specifier]) => [name, resolveWebImport(sectionsFile, specifier)],
    ),
  );
  const router = read('apps/web/src/app/router.tsx');
  const pages = [];
  for (const [, paths, section] of router.matchAll(
    /\.\.\.\[([^\]]+)\]\.map\(\(p\) =>\s*page\(\s*p,\s*(?:<>\s*)?<S\.(\w+)/g,
  ))
    for (const address of namesIn(paths, /'([^']+)'/g)) pages.push({ address, section });
  for (const [, address, section] of router.matchAll(/page\('([^']+)', <S\.(\w+)/g))
    pages.push({ address, section });

  const centreFile = 'apps/web/src/app/member-centre/member-centre.tsx';
  const centre = read(centreFile);
  const components = new Map(
    [...centre.matchAll(/const (\w+) = lazy\(\s*\(\) => import\('([^']+)'\)/g)].map(([, name, specifier]) => [
      name,
      resolveWebImport(centreFile, specifier),
    ]),
  );
  const centrePages = [...centre.matchAll(/case '(\w+)':\s*return <(\w+)/g)].map(([, key, component]) => ({
    key,
    file: components.get(component),
  }));
  return { pages, sectionFiles, centrePages };
}

function screensText() {
  const { pages, sectionFiles, centrePages } = screens();
  const webPrefix = 'apps/web/src/';
  const pageRows = pages.map(({ address, section }) => {
    const file = sectionFiles.get(section);
    return `| \`${address}\` | \`${section}\` | ${file ? link(file, webPrefix) : '—'} |`;
  });
  const centreRows = centrePages.map(
    ({ key, file }) => `| \`${key}\` | ${file ? link(file, webPrefix) : '—'} |`,
  );
  return `## Screens

Each address of the site (\`apps/web/src/app/router.tsx\`) and the section it loads; a section composes
the features' components.

| Address | Section | File |
| --- | --- | --- |
${pageRows.join('\n')}

Member-centre pages (\`apps/web/src/app/member-centre/member-centre.tsx\`), by page key:

| Page key | Component |
| --- | --- |
${centreRows.join('\n')}
`;
}

/** The whole document, formatted as `prettier --check` expects. */
export async function renderCallsDoc() {
  const { routes, operatorTables } = await loadRouteTables();
  const routeFiles = filesUnder('apps/server/src', (f) => f.endsWith('.routes.ts'));
  const apiFiles = filesUnder(
    'apps/web/src/features',
    (f) => /\/api\/[^/]+\.ts$/.test(f) && !f.endsWith('.test.ts'),
  );
  const consoleApiFiles = filesUnder(
    'apps/backoffice/src/features',
    (f) => /\/api\/[^/]+\.ts$/.test(f) && !f.endsWith('.test.ts'),
  );
  const siteServer = indexBy(routeFiles, siteRegistrations);
  const consoleClient = indexBy(consoleApiFiles, consoleCalls);
  const operatorServer = indexBy(routeFiles, operatorRegistrations);
  const web = indexBy(apiFiles, webCalls);
  // An issue counts as built once any of its calls is registered; its other calls are then missing,
  // not waiting for a later issue.
  const built = new Set(
    Object.entries(routes).flatMap(([name, def]) => (siteServer.has(name) ? [def.issue] : [])),
  );

  const serverPrefix = 'apps/server/src/';
  const webPrefix = 'apps/web/src/features/';
  const consolePrefix = 'apps/backoffice/src/features/';
  const siteRows = Object.entries(routes).map(([name, def]) => {
    const later = !siteServer.has(name) && !built.has(def.issue) ? `later issue ${def.issue}` : undefined;
    return {
      name,
      method: def.method,
      path: def.path,
      server:
        later ?? (siteServer.has(name) ? cell(siteServer.get(name), serverPrefix) : '**not registered**'),
      web: later ?? (web.has(name) ? cell(web.get(name), webPrefix) : '—'),
    };
  });
  const operatorSections = operatorTables.map(({ name: tableName, file, entries }) => {
    const rows = entries.map(([name, def]) => ({
      name,
      method: def.method,
      path: def.path,
      server: operatorServer.has(name) ? cell(operatorServer.get(name), serverPrefix) : '**not registered**',
      web: consoleClient.has(name) ? cell(consoleClient.get(name), consolePrefix) : '—',
    }));
    return `## Operator calls (\`${tableName}\`, ${file.slice('packages/contracts/src/'.length)})\n\n${table(rows)}\n`;
  });

  const text = `# Calls and screens

<!-- Generated by scripts/generate-calls.mjs from the contract and the source: run \`${FIX_COMMAND}\`, do not edit by hand. -->

One row per call of the contract, in the order of its table. **Call** is the route's name in \`routes\`
(\`packages/contracts/src/routes.ts\`) or in an operator table (\`packages/contracts/src/operator/\`);
**Method and path** is what goes over the wire; **Server** is the route file under \`apps/server/src/\`
that registers it (\`defineRoute\` or \`defineOperatorRoute\`; its handler calls one service); **Web** is
the feature's \`api/\` file under \`apps/web/src/features/\` that calls it (for operator calls, under the
back office's \`apps/backoffice/src/features/\`), named after the call in kebab case. "later issue N" marks a path the contract reserves for a call that issue N builds; "—" means no
caller on that side (browser redirects, gateway callbacks, the operator API, or not used by the site
yet). The last section lists the screens. A test fails when this file is stale.

## Site and game calls (\`routes\`)

${table(siteRows)}

${operatorSections.join('\n')}
${screensText()}`;
  const options = (await prettier.resolveConfig(docFile)) ?? {};
  return prettier.format(text, { ...options, filepath: docFile });
}

/** Whether docs/calls.md matches the source; the message says how to fix it when not. */
export async function checkCallsDoc() {
  const expected = await renderCallsDoc();
  const actual = fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : '';
  return actual === expected
    ? { stale: false, message: 'docs/calls.md is up to date' }
    : { stale: true, message: `docs/calls.md is stale: run \`${FIX_COMMAND}\` and commit the result` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--check')) {
    const { stale, message } = await checkCallsDoc();
    console[stale ? 'error' : 'log'](message);
    process.exitCode = stale ? 1 : 0;
  } else {
    fs.writeFileSync(docFile, await renderCallsDoc());
    console.log(`wrote ${path.relative(root, docFile)}`);
  }
}
