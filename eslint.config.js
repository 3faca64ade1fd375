import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Where an import from `file` (repo-relative, `/`-separated) points: a repo-relative path for files (relative specifiers, the web's `@/` alias
 * and the workspace packages), else the bare package name. Resolving rather than matching the
 * specifier text catches `../../other-feature/x` as well as `@/features/other-feature/x`.
 */
function importTarget(file, specifier) {
  const workspace = /^@bet\/(server|web|contracts)(\/.*)?$/.exec(specifier);
  if (workspace) {
    const dir = workspace[1] === 'contracts' ? 'packages/contracts' : `apps/${workspace[1]}`;
    return { path: dir + (workspace[2] ?? '/') };
  }
  let target;
  if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(file), specifier);
  else if (specifier.startsWith('@/') && /^apps\/(web|backoffice)\//.test(file))
    target = path.posix.join(file.split('/').slice(0, 2).join('/'), 'src', specifier.slice(2));
  else return { package: specifier };
  return { path: target };
}

/**
 * An ESLint rule from a list of checks. Each check gets the importing file and the target (both
 * repo-relative) and answers a message when the import crosses a boundary. The checks read layer
 * and feature names from the paths themselves, so a new feature or module folder needs no config.
 */
function boundaryRule(checks) {
  return {
    meta: { type: 'problem', schema: [] },
    create(context) {
      const file = path.relative(root, context.filename).split(path.sep).join('/');
      const check = (node) => {
        if (typeof node.source?.value !== 'string') return;
        const target = importTarget(file, node.source.value);
        for (const rule of checks) {
          const message = rule(file, target);
          if (message) context.report({ node: node.source, message: `${message} (${node.source.value})` });
        }
      };
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
      };
    },
  };
}

const under = (target, dir) => target.path?.startsWith(dir) ?? false;
// The site and the back office share one layering: src/app composes features over src/shared.
const appOf = (p) => /^apps\/(web|backoffice)\/src\//.exec(p ?? '')?.[0];
const webFeature = (p) => {
  const match = /^(apps\/(?:web|backoffice)\/src\/features\/[^/]+)\//.exec(p ?? '');
  return match?.[1];
};

const webLayers = [
  (file, target) =>
    (under(target, 'apps/server/') || /^@bet\/server/.test(target.package ?? '')) &&
    'the web app never imports the server',
  (file, target) => {
    const from = webFeature(file);
    const to = webFeature(target.path);
    return from && to && from !== to && 'a feature never imports another feature; compose them in src/app';
  },
  (file, target) =>
    appOf(file) &&
    file.startsWith(`${appOf(file)}features/`) &&
    under(target, `${appOf(file)}app/`) &&
    'a feature never imports src/app; src/app composes the features',
  (file, target) =>
    appOf(file) &&
    file.startsWith(`${appOf(file)}shared/`) &&
    (under(target, `${appOf(file)}features/`) || under(target, `${appOf(file)}app/`)) &&
    'src/shared never imports features or src/app; move the shared part down into src/shared',
  (file, target) =>
    file.startsWith('apps/backoffice/') &&
    under(target, 'apps/web/') &&
    'the back office never imports the site (share through packages/contracts)',
];

const serverLayers = [
  (file, target) => under(target, 'apps/web/') && 'the server never imports the web app',
  (file, target) =>
    /^apps\/server\/src\/(adapters|db|shared|plugins)\//.test(file) &&
    /^apps\/server\/src\/(modules|wiring|jobs|seed)\//.test(target.path ?? '') &&
    'adapters, db, shared and plugins sit below the modules: they never import modules, wiring, jobs or seed',
];

// Route files parse, call a service and answer; SQL and the database stay behind the services.
const thinRoutes = [
  (file, target) =>
    /^apps\/server\/src\/.*\.routes\.ts$/.test(file) &&
    (/^kysely(\/|$)/.test(target.package ?? '') ||
      under(target, 'apps/server/src/db/') ||
      /\.repo(\.[jt]s)?$/.test(target.path ?? '')) &&
    'a route file never imports a repo, kysely or src/db; call a service',
];

const boundaries = {
  rules: {
    'web-layers': boundaryRule(webLayers),
    'server-layers': boundaryRule(serverLayers),
    'thin-routes': boundaryRule(thinRoutes),
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['packages/contracts/src/**/*.test.ts'],
    rules: {
      // contracts import nothing but zod (DESIGN.md §2)
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'contracts import only zod' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/backoffice/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/web-layers': 'error',
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/server-layers': 'error' },
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/thin-routes': 'error' },
  },
);
