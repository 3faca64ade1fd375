import { z } from 'zod';
import { allOperatorRoutes, operatorRouteSchemas } from '../operator/operator-route-schemas.js';
import { routeSchemas, type RouteSchemas } from '../route-schemas.js';
import type { RouteDef } from '../route-table/route-def.js';
import { routes } from '../routes.js';

/*
 * The checks of the generated OpenAPI document against the contract, written apart from the
 * generator (build-openapi.test.ts runs them, and runs them on spoiled documents to prove they
 * catch a missing call or a changed schema). Each returns problems as sentences naming the call.
 */

type Json = { [key: string]: unknown };
type Doc = {
  openapi?: unknown;
  info?: Json;
  paths?: Record<string, Record<string, Json>>;
  [key: string]: unknown;
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The value a local `$ref` (`#/a/b~1c`) points at in the document, or undefined. */
export function resolvePointer(doc: unknown, pointer: string): unknown {
  if (!pointer.startsWith('#')) return undefined;
  const steps = pointer.slice(1).split('/').slice(1);
  let node: unknown = doc;
  for (const raw of steps) {
    const step = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, step)) return undefined;
    node = (node as Json)[step];
  }
  return node;
}

const follow = (doc: unknown, node: unknown): unknown =>
  node && typeof node === 'object' && typeof (node as Json).$ref === 'string'
    ? resolvePointer(doc, (node as Json).$ref as string)
    : node;

/** What the schema must look like in the document: zod's own JSON Schema, re-rooted at the component. */
function expected(schema: z.ZodType, io: 'input' | 'output', pointer: string | undefined): unknown {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Json;
  const text = JSON.stringify(json);
  return JSON.parse(pointer ? text.replaceAll('"$ref":"#', `"$ref":"${pointer}`) : text);
}

const same = (a: unknown, b: unknown) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
const sortKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sortKeys((value as Json)[key])]),
        )
      : value;

/** The fields of a query's JSON Schema (an object, or `allOf` of objects). */
function queryFields(json: Json, into = new Map<string, { schema: unknown; required: boolean }>()) {
  for (const part of (json.allOf as Json[] | undefined) ?? []) queryFields(part, into);
  const required = new Set((json.required as string[] | undefined) ?? []);
  for (const [name, schema] of Object.entries((json.properties as Json | undefined) ?? {}))
    into.set(name, { schema, required: required.has(name) });
  return into;
}

function callProblems(
  doc: Doc,
  label: string,
  def: RouteDef | { method: string; path: string },
  schemas?: RouteSchemas,
) {
  const problems: string[] = [];
  const op = doc.paths?.[def.path]?.[def.method.toLowerCase()];
  if (!op) return [`${label}: ${def.method} ${def.path} is missing`];
  if (op.operationId !== label) problems.push(`${label}: operationId is ${String(op.operationId)}`);
  if (!schemas) {
    if (op['x-untyped'] !== true) problems.push(`${label}: has no schemas but is not x-untyped`);
    return problems;
  }
  const body = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  const bodySchema = body?.['application/json']?.schema as Json | undefined;
  if (!schemas.body !== !bodySchema)
    problems.push(`${label}: request body ${bodySchema ? 'not in the contract' : 'missing'}`);
  if (schemas.body && bodySchema) {
    const pointer = bodySchema.$ref as string | undefined;
    if (!same(follow(doc, bodySchema), expected(schemas.body, 'input', pointer)))
      problems.push(`${label}: request body schema differs from the contract`);
  }
  const params = ((op.parameters as Json[] | undefined) ?? []).map((p) => follow(doc, p) as Json);
  const inQuery = params.filter((p) => p.in === 'query');
  if (schemas.query) {
    const fields = queryFields(expected(schemas.query, 'input', undefined) as Json);
    const names = inQuery.map((p) => p.name as string).sort();
    if (!same(names, [...fields.keys()].sort()))
      problems.push(
        `${label}: query parameters ${names.join(',')} ≠ contract ${[...fields.keys()].join(',')}`,
      );
    for (const param of inQuery) {
      const field = fields.get(param.name as string);
      if (field && (!same(param.schema, field.schema) || Boolean(param.required) !== field.required))
        problems.push(`${label}: query parameter ${String(param.name)} differs from the contract`);
    }
  } else if (inQuery.length) problems.push(`${label}: query parameters not in the contract`);
  const responses = (op.responses ?? {}) as Record<string, Json>;
  if (schemas.response instanceof z.ZodNever) {
    if (!responses['302'] || responses['200']) problems.push(`${label}: a redirect must answer 302 only`);
    return problems;
  }
  const okSchema = follow(
    doc,
    (responses['200']?.content as Record<string, Json> | undefined)?.['application/json']?.schema,
  ) as Json | undefined;
  const value = (okSchema?.properties as Json | undefined)?.value as Json | undefined;
  if (!value || (okSchema?.properties as Json).success === undefined)
    problems.push(`${label}: 200 is not the success envelope`);
  else if (!same(follow(doc, value), expected(schemas.response, 'output', value.$ref as string | undefined)))
    problems.push(`${label}: response schema differs from the contract`);
  if (!responses['4XX'] || !responses['5XX']) problems.push(`${label}: error envelope responses missing`);
  return problems;
}

/** Every call of the member table and of the operator tables, with its schemas where written. */
export function contractProblems(document: object): string[] {
  const doc = document as Doc;
  const member = Object.entries(routes).flatMap(([name, def]: [string, RouteDef]) => {
    const problems = callProblems(doc, name, def, (routeSchemas as Record<string, RouteSchemas>)[name]);
    const op = doc.paths?.[def.path]?.[def.method.toLowerCase()];
    const security = JSON.stringify(op?.security ?? []);
    if (op && def.token !== security.includes('memberToken'))
      problems.push(`${name}: security ${security} but token is ${def.token}`);
    if (op && def.encrypted !== Boolean(op['x-encrypted'])) problems.push(`${name}: encryption not noted`);
    return problems;
  });
  const operator = Object.entries(allOperatorRoutes).flatMap(([name, def]) =>
    callProblems(doc, `ops.${name}`, def, (operatorRouteSchemas as Record<string, RouteSchemas>)[name]),
  );
  const count = Object.values(doc.paths ?? {}).reduce(
    (n, item) => n + Object.keys(item).filter((key) => METHODS.includes(key)).length,
    0,
  );
  const calls = Object.keys(routes).length + Object.keys(allOperatorRoutes).length;
  const extra = count === calls ? [] : [`the document has ${count} operations, the contract ${calls} calls`];
  return [...member, ...operator, ...extra];
}

/** OpenAPI 3.1's structure as far as the generator uses it, and every `$ref` resolving. */
export function structureProblems(document: object): string[] {
  const doc = document as Doc;
  const problems: string[] = [];
  if (typeof doc.openapi !== 'string' || !doc.openapi.startsWith('3.1.'))
    problems.push('openapi is not 3.1.x');
  if (typeof doc.info?.title !== 'string' || typeof doc.info.version !== 'string')
    problems.push('info.title and info.version are required strings');
  const components = (doc.components ?? {}) as Record<string, Json>;
  const schemes = Object.keys(components.securitySchemes ?? {});
  const tags = new Set(((doc.tags as Json[] | undefined) ?? []).map((tag) => tag.name));
  const operationIds = new Set<unknown>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith('/')) problems.push(`path ${path} does not start with /`);
    for (const [method, op] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!METHODS.includes(method)) problems.push(`${where}: not an HTTP method`);
      if (operationIds.has(op.operationId))
        problems.push(`${where}: operationId ${String(op.operationId)} repeated`);
      operationIds.add(op.operationId);
      const responses = Object.entries((op.responses ?? {}) as Record<string, Json>);
      if (!responses.length) problems.push(`${where}: no responses`);
      for (const [status, response] of responses) {
        if (!/^([1-5]XX|[1-5]\d\d|default)$/.test(status)) problems.push(`${where}: bad status ${status}`);
        if (typeof (follow(doc, response) as Json | undefined)?.description !== 'string')
          problems.push(`${where}: response ${status} has no description`);
      }
      const params = ((op.parameters as Json[] | undefined) ?? []).map((p) => follow(doc, p) as Json);
      const keys = params.map((p) => `${String(p.in)}:${String(p.name)}`);
      if (new Set(keys).size !== keys.length) problems.push(`${where}: a parameter is repeated`);
      for (const p of params)
        if (!['query', 'header', 'path', 'cookie'].includes(p.in as string) || typeof p.name !== 'string')
          problems.push(`${where}: parameter without name or location`);
      for (const requirement of (op.security as Json[] | undefined) ?? [])
        for (const scheme of Object.keys(requirement))
          if (!schemes.includes(scheme)) problems.push(`${where}: unknown security scheme ${scheme}`);
      for (const tag of (op.tags as string[] | undefined) ?? [])
        if (!tags.has(tag)) problems.push(`${where}: tag ${tag} not declared`);
    }
  }
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${at}/${i}`));
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && resolvePointer(doc, value) === undefined)
          problems.push(`${at}: $ref ${value} does not resolve`);
        walk(value, `${at}/${key}`);
      }
  };
  walk(doc, '#');
  return problems;
}
