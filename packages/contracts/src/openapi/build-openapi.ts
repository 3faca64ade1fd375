import { z } from 'zod';
import { errorEnvelope, okEnvelope } from '../envelope.js';
import { allErrorCodes } from '../error-codes.js';
import { statusOf } from '../error-status.js';
import { encryptedBody } from '../identity/encrypted-body.js';
import type { RouteSchemas } from '../route-schemas.js';
import { contractRoutes, type ApiRoute } from './contract-routes.js';
import { asComponent, componentPointer, copy, toJsonSchema, type JsonSchema } from './json-schema.js';
import { apiDescription, operationDescription } from './openapi-text.js';

/** The parts of an OpenAPI 3.1 document this generator writes (the spec allows more). */
export interface OpenApiDocument {
  openapi: '3.1.1';
  info: { title: string; version: string; description: string };
  servers: { url: string; description?: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    parameters: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
}
export type Operation = { operationId: string; [key: string]: unknown };

export interface OpenApiOptions {
  title?: string;
  version?: string;
}

const ref = (pointer: string) => ({ $ref: pointer });
const json = (schema: unknown) => ({ 'application/json': { schema } });

/** Component names of a call's parts; the test reads the same names. */
export const partName = (operationId: string, part: 'query' | 'body' | 'response') =>
  `${operationId}.${part}`;

/** The redirect routes answer `z.never()`: a 302 to another site, no envelope. */
const isRedirect = (schemas: RouteSchemas) => schemas.response instanceof z.ZodNever;

/**
 * A query schema as one parameter per field. zod gives an object, or `allOf` of objects for an
 * intersection (`pageQuery.and(…)`); anything else (or recursive `$defs`) stays one object
 * parameter spread over the query string (`style: form, explode: true`), which OpenAPI allows.
 */
function queryParameters(schema: JsonSchema, component: string): unknown[] {
  const fields: { name: string; schema: unknown; required: boolean }[] = [];
  const collect = (node: JsonSchema): boolean => {
    if (Array.isArray(node.allOf)) return (node.allOf as JsonSchema[]).every(collect);
    if (node.type !== 'object' || typeof node.properties !== 'object') return false;
    const required = new Set((node.required as string[] | undefined) ?? []);
    for (const [name, field] of Object.entries(node.properties as JsonSchema))
      fields.push({ name, schema: field, required: required.has(name) });
    return true;
  };
  if (schema.$defs || !collect(schema))
    return [{ name: 'query', in: 'query', style: 'form', explode: true, schema: ref(component) }];
  return fields.map((field) => ({
    name: field.name,
    in: 'query',
    required: field.required,
    schema: copy(field.schema),
  }));
}

/**
 * The OpenAPI 3.1 document of the whole contract: every call of the member table and of the
 * operator tables, generated from the route table and the zod schemas (decision 0022). Each
 * call's query, body and answer are components named `<operationId>.query|body|response`, made
 * by `z.toJSONSchema`; answers are wrapped in the envelope. Pure: the same contract gives the same
 * document.
 */
export function buildOpenApiDocument(
  apiRoutes: readonly ApiRoute[] = contractRoutes(),
  options: OpenApiOptions = {},
): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {};
  const addComponent = (name: string, schema: z.ZodType, io: 'input' | 'output') => {
    schemas[name] = asComponent(toJsonSchema(schema, io), name);
    return componentPointer(name);
  };

  // The envelope, from the contract's own zod schemas; the answer's value and the code are refs.
  const okShape = toJsonSchema(okEnvelope(z.unknown()), 'output');
  const okOf = (value: unknown) => ({
    ...copy(okShape),
    properties: { ...(okShape.properties as JsonSchema), value },
  });
  schemas.ErrorCode = {
    type: 'string',
    description:
      'Every error code of the contract (error-codes.ts); `x-http-status` maps each to its status.',
    enum: [...allErrorCodes],
    'x-http-status': Object.fromEntries(allErrorCodes.map((code) => [code, statusOf(code)])),
  };
  const errorShape = toJsonSchema(errorEnvelope, 'output');
  schemas.ErrorEnvelope = {
    ...errorShape,
    properties: { ...(errorShape.properties as JsonSchema), errorCode: ref(componentPointer('ErrorCode')) },
  };
  addComponent('EncryptedBody', encryptedBody, 'input');

  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const route of apiRoutes) {
    const { operationId, schemas: parts } = route;
    tags.add(route.tag);
    const operation: Operation = {
      operationId,
      tags: [route.tag],
      description: operationDescription(route),
      parameters: [ref('#/components/parameters/Merchant')],
    };
    const parameters = operation.parameters as unknown[];
    if (parts?.query) {
      const name = partName(operationId, 'query');
      const pointer = addComponent(name, parts.query, 'input');
      parameters.push(...queryParameters(schemas[name]!, pointer));
    }
    if (parts?.body) {
      const pointer = addComponent(partName(operationId, 'body'), parts.body, 'input');
      operation.requestBody = { required: true, content: json(ref(pointer)) };
    } else if (!parts && route.method !== 'GET') {
      operation.requestBody = { required: false, content: json({}) };
    }
    if (parts && isRedirect(parts)) {
      operation.responses = {
        '302': { description: 'Redirect to the next page of the flow (no envelope).' },
      };
    } else {
      const value = parts
        ? ref(addComponent(partName(operationId, 'response'), parts.response, 'output'))
        : {};
      operation.responses = {
        '200': { description: 'Success: the answer in the envelope.', content: json(okOf(value)) },
        '4XX': ref('#/components/responses/Error'),
        '5XX': ref('#/components/responses/Error'),
      };
    }
    if (route.auth === 'member') operation.security = [{ memberToken: [] }];
    if (route.auth === 'operator') operation.security = [{ operatorToken: [] }];
    if (route.modId) operation['x-mod-id'] = route.modId;
    if (route.issue) operation['x-issue'] = route.issue;
    if (route.encrypted) operation['x-encrypted'] = { wire: ref(componentPointer('EncryptedBody')) };
    if (!parts) operation['x-untyped'] = true;
    const methods = (paths[route.path] ??= {});
    methods[route.method.toLowerCase()] = operation;
  }

  return {
    openapi: '3.1.1',
    info: {
      title: options.title ?? 'Demo Bet API',
      version: options.version ?? '0.1.0',
      description: apiDescription,
    },
    servers: [{ url: '/', description: 'This site' }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      responses: {
        Error: {
          description:
            'Refused or failed: the error envelope; the status follows the code (`x-http-status`).',
          content: json(ref(componentPointer('ErrorEnvelope'))),
        },
      },
      parameters: {
        Merchant: {
          name: 'Merchant',
          in: 'header',
          required: false,
          description: "The merchant's code; the default merchant when absent.",
          schema: { type: 'string' },
        },
      },
      securitySchemes: {
        memberToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            'The session token a login answers (`value.token`), as is; a `Bearer ` prefix is accepted.',
        },
        operatorToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The operator session token of `POST /ops/session/login`, as is (no prefix).',
        },
      },
    },
  };
}
