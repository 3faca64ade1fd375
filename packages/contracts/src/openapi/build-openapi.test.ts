import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allOperatorRoutes } from '../operator/operator-route-schemas.js';
import { routeList } from '../routes.js';
import { buildOpenApiDocument } from './build-openapi.js';
import { contractRoutes } from './contract-routes.js';
import { contractProblems, resolvePointer, structureProblems } from './document-problems.js';

const doc = buildOpenApiDocument();
type Op = Record<string, unknown>;
const op = (method: string, path: string) => doc.paths[path]?.[method] as Op;

describe('OpenAPI document of the contract', () => {
  it('has every call of the member and operator tables, with schemas equal to the contract', () => {
    expect(contractProblems(doc)).toEqual([]);
    expect(Object.keys(allOperatorRoutes).length).toBeGreaterThan(30);
    expect(routeList.length).toBeGreaterThan(100);
  });

  it('is structurally OpenAPI 3.1 and every $ref resolves', () => {
    expect(structureProblems(doc)).toEqual([]);
    expect(doc.openapi).toBe('3.1.1');
  });

  it('is the same document every time (pure) and plain JSON', () => {
    expect(JSON.stringify(buildOpenApiDocument())).toBe(JSON.stringify(doc));
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it('describes tokens, encryption, modules and redirect calls from the table', () => {
    const transfer = op('post', '/wps/relay/GCS_walletTransfer') ?? {};
    expect(transfer.operationId).toBe('walletTransfer');
    expect(transfer.security).toEqual([{ memberToken: [] }]);
    expect(transfer.tags).toEqual(['wallet']);
    expect(op('get', '/wps/system/status').security).toBeUndefined();
    const register = op('put', '/wps/member/register');
    expect(register['x-encrypted']).toEqual({ wire: { $ref: '#/components/schemas/EncryptedBody' } });
    expect(register.description).toContain('encrypted');
    expect(register['x-mod-id']).toBe('REG3');
    // Every call of the table is typed now (the PVP room list was the last reserved one).
    const rooms = op('get', '/lgw/games/pvp/rooms');
    expect(rooms['x-untyped']).toBeUndefined();
    expect(rooms.tags).toEqual(['games']);
    expect(op('post', '/wps/points/redeem')['x-untyped']).toBeUndefined();
    expect(op('get', '/wps/session/social/callback')?.responses).toHaveProperty('302');
    expect(op('post', '/ops/session/login').security).toBeUndefined();
    expect(op('get', '/ops/audit').security).toEqual([{ operatorToken: [] }]);
    expect(op('get', '/ops/audit').operationId).toBe('ops.auditLog');
  });

  it('lists every error code in the error envelope, with its HTTP status', () => {
    const code = doc.components.schemas.ErrorCode as { enum: string[]; 'x-http-status': object };
    expect(code.enum).toContain('balance.insufficient');
    expect(code['x-http-status']).toMatchObject({ 'not.logged.in': 401, 'balance.insufficient': 400 });
    expect(resolvePointer(doc, '#/components/schemas/ErrorEnvelope/properties/errorCode')).toEqual({
      $ref: '#/components/schemas/ErrorCode',
    });
  });

  it('re-roots recursive schemas at their component (the whitelabel tree)', () => {
    const tree = JSON.stringify(doc.components.schemas['whitelabel.response']);
    expect(tree).toContain('"$ref":"#/components/schemas/whitelabel.response/$defs/');
    expect(structureProblems(doc)).toEqual([]);
  });
});

describe('the checks catch drift', () => {
  it('a call missing from the document', () => {
    const spoiled = structuredClone(doc);
    delete spoiled.paths['/wps/relay/GCS_walletTransfer'];
    expect(contractProblems(spoiled)).toContain(
      'walletTransfer: POST /wps/relay/GCS_walletTransfer is missing',
    );
  });

  it('a request, query or response schema that differs from the contract', () => {
    const changed = contractRoutes().map((route) =>
      route.operationId === 'walletTransfer'
        ? { ...route, schemas: { ...route.schemas!, body: z.object({ amount: z.number() }) } }
        : route.operationId === 'ops.auditLog'
          ? { ...route, schemas: { ...route.schemas!, query: z.object({ action: z.string() }) } }
          : route.operationId === 'balance'
            ? { ...route, schemas: { response: z.object({ main: z.string() }) } }
            : route,
    );
    const problems = contractProblems(buildOpenApiDocument(changed));
    expect(problems).toContain('walletTransfer: request body schema differs from the contract');
    expect(problems.some((p) => p.startsWith('ops.auditLog: query parameters'))).toBe(true);
    expect(problems).toContain('balance: response schema differs from the contract');
  });

  it('a dangling $ref and a missing version', () => {
    const spoiled = structuredClone(doc) as unknown as { info: { version?: string }; components: object };
    delete spoiled.info.version;
    spoiled.components = { ...spoiled.components, schemas: {} };
    const problems = structureProblems(spoiled);
    expect(problems).toContain('info.title and info.version are required strings');
    expect(problems.some((p) => p.includes('does not resolve'))).toBe(true);
  });
});
