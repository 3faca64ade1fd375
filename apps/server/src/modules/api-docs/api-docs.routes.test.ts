import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOpenApiDocument } from '@bet/contracts/openapi/build-openapi';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';
import { ApiDocsService } from './api-docs.service.js';

let t: TestContext;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
  support = await operatorTokenWithRole(t.app, admin, 'support', 'docs-support');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const setDocs = (token: string | undefined, enabled: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/ops/system/apiDocs',
    headers: token ? { authorization: token } : {},
    payload: { enabled },
  });
const DOC_URLS = ['/docs', '/docs/', '/docs/openapi.json', '/docs/assets/swagger-ui-bundle.js'];

describe('/docs behind the apiDocs setting', () => {
  it('is off by default outside development: every docs address is a 404, even for a browser', async () => {
    expect(await new ApiDocsService(t.db, true).isEnabled()).toBe(true);
    expect(await new ApiDocsService(t.db, false).isEnabled()).toBe(false);
    expect((await get('/ops/system/apiDocs', { authorization: admin })).json()).toEqual({
      success: true,
      value: { enabled: false },
    });
    for (const url of DOC_URLS) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toBe('Not found');
    }
  });

  it('is switched by an admin only, and the switch is audited', async () => {
    expect((await setDocs(undefined, true)).json().errorCode).toBe('operator.auth.required');
    const refused = await setDocs(support, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('forbidden');
    expect((await setDocs(admin, 'yes')).json().errorCode).toBe('request_param_err');
    expect((await get('/docs')).statusCode).toBe(404);

    const on = await setDocs(admin, true);
    expect(on.json()).toEqual({ success: true, value: { enabled: true } });
    expect((await get('/ops/system/apiDocs', { authorization: support })).json().value).toEqual({
      enabled: true,
    });
    const audit = await get('/ops/audit?action=system.apiDocs.set', { authorization: admin });
    expect(audit.json().value).toMatchObject([{ action: 'system.apiDocs.set', detail: { enabled: true } }]);
  });

  it('serves the page: Swagger UI from /docs/assets, no inline script, under the strict CSP', async () => {
    const res = await get('/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes)).toEqual([
      ' src="/docs/assets/swagger-ui-bundle.js"',
      ' src="/docs/assets/docs-init.js"',
    ]);
    expect(scripts.every(([, , inline]) => inline === '')).toBe(true);
    expect(res.body).not.toMatch(/\sstyle=|<style|\son\w+=/);
    expect((await get('/docs/')).body).toBe(res.body);

    const files = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url!);
    expect(files).toContain('/docs/assets/swagger-ui.css');
    for (const url of files) {
      const file = await get(url);
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type'], url).toMatch(/javascript|css|png/);
    }
    expect((await get('/docs/assets/docs-init.js')).body).toContain("url: '/docs/openapi.json'");
    expect((await get('/docs/assets/swagger-ui-bundle.js')).body).toContain('SwaggerUIBundle');
  });

  it('serves the document generated from the contract, gzipped when asked', async () => {
    const res = await get('/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
    expect(res.json().paths['/ops/system/apiDocs']).toHaveProperty('put');

    const zipped = await get('/docs/openapi.json', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(res.json());
  });

  it('serves nothing else of the package and no other path', async () => {
    for (const url of [
      '/docs/assets/package.json',
      '/docs/assets/index.html',
      '/docs/assets/swagger-ui-bundle.js.map',
      '/docs/assets/..%2Fpackage.json',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it('is a 404 again once switched off; another process sees the switch within a second', async () => {
    const otherProcess = new ApiDocsService(t.db, false);
    expect(await otherProcess.isEnabled()).toBe(true);
    expect((await setDocs(admin, false)).json().value).toEqual({ enabled: false });
    for (const url of DOC_URLS) expect((await get(url)).statusCode, url).toBe(404);

    expect(await otherProcess.isEnabled()).toBe(true);
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + 1_100);
    expect(await otherProcess.isEnabled()).toBe(false);
    later.mockRestore();
  });
});

describe('the document’s operator security', () => {
  it('matches the server: every operator call it marks as needing a token refuses one without', async () => {
    const doc = buildOpenApiDocument();
    const operator = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.operationId.startsWith('ops.'))
        .map(([method, op]) => ({ path, method: method.toUpperCase(), secured: 'security' in op })),
    );
    expect(operator.filter((call) => !call.secured).map((call) => call.path)).toEqual(['/ops/session/login']);
    for (const call of operator.filter((c) => c.secured)) {
      const res = await t.app.inject({
        method: call.method as 'GET',
        url: call.path,
        ...(call.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.json().errorCode, `${call.method} ${call.path}`).toBe('operator.auth.required');
    }
  });
});
