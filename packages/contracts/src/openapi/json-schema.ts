import { z } from 'zod';

/** A JSON Schema (draft 2020-12), as OpenAPI 3.1 takes it. */
export type JsonSchema = { [key: string]: unknown };

/**
 * How every contract schema becomes JSON Schema: what the client sends is the schema's input
 * (before defaults and coercion), what it reads the output — the same split as the route table's
 * `In` / `Out` types (decision 0016). A transform's result has no JSON Schema form; it becomes `{}`
 * (any) rather than failing the whole document.
 */
export const jsonSchemaOptions = (io: 'input' | 'output') =>
  ({ target: 'draft-2020-12', io, unrepresentable: 'any' }) as const;

/** The zod schema as JSON Schema, without `$schema` (the OpenAPI document sets the dialect). */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, jsonSchemaOptions(io)) as JsonSchema;
  return json;
}

/** The JSON Pointer of a component schema (RFC 6901 escapes, though our names need none). */
export const componentPointer = (name: string) =>
  `#/components/schemas/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`;

/**
 * The schema placed at `components/schemas/<name>`. zod writes recursive parts as `$defs` of the
 * schema's root, referenced as `#/$defs/x` (or `#` for the root itself); inside the OpenAPI
 * document `#` is the document, so each such reference is re-rooted at the component.
 */
export function asComponent(json: JsonSchema, name: string): JsonSchema {
  const root = componentPointer(name);
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) =>
        key === '$ref' && typeof value === 'string' && value.startsWith('#')
          ? [key, root + value.slice(1)]
          : [key, rewrite(value)],
      ),
    );
  };
  return rewrite(json) as JsonSchema;
}

/** A JSON value copied, so the document never shares objects with a cached schema. */
export const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
