import type { HelpArticle } from '@bet/contracts/system/help-center';
import type { SystemStatusResponse } from '@bet/contracts/system/status';
import { vi } from 'vitest';
import { routeList, routes, type CallOf, type HttpMethod, type RouteName } from '@bet/contracts/routes';
import type { ResponseOf } from '@/shared/api/client';

/** A permission response like the demo merchant's; override what a test needs. */
export function statusFixture(
  overrides: Partial<SystemStatusResponse> = {},
  merchant: Partial<SystemStatusResponse['info']['merchant']> = {},
): SystemStatusResponse {
  return {
    status: 0,
    maintenance: false,
    maintenanceTime: null,
    regionRestriction: false,
    location: { ip: '203.0.113.9', country: 'PH' },
    info: {
      merchant: {
        code: 'DEMO',
        name: 'Demo Bet',
        platform: 'W',
        lotteryType: 'SEA',
        device: 'WEB',
        currency: 'PHP',
        currencySymbol: 'P',
        languages: ['EN', 'TY'],
        defaultLanguage: 'EN',
        loggedInToHomepage: false,
        ...merchant,
      },
      whitelabel: [
        {
          modId: 'REG3',
          enabled: true,
          childrenNodes: [{ modId: 'USERNAMEREG3', enabled: true, childrenNodes: [] }],
        },
        { modId: 'FREEPLAY3', enabled: true, childrenNodes: [] },
      ],
      register: {},
      resources: (['TELEGRAM', 'IOS', 'ANDROID', 'VIDEO'] as const).map((resourceType) => ({
        resourceType,
        url: `https://example.com/${resourceType.toLowerCase()}`,
        qrCodeUrl: '',
        labelNameEn: resourceType,
        labelNameCn: resourceType,
      })),
      customerService: [
        { csType: 'VIP', path: '/support/vip.html' },
        { csType: 'LIVECHAT', path: '/support/livechat.html' },
      ],
      banners: [{ groupName: 'home', url: '/banners/home-1.svg', link: '/promotions' }],
      domainRoute: null,
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: [],
      payloadKey: '',
    },
    ...overrides,
  };
}

export const helpFixture: HelpArticle[] = [
  { id: 1, category: 'about', title: 'About Demo Bet', content: '<p>We are a demo.</p>', sort: 1 },
  {
    id: 2,
    category: 'privacy',
    title: 'Privacy Policy',
    content: '<p>Your personal data is safe.</p>',
    sort: 2,
  },
];

/** A successful envelope, as the server sends it. */
export const apiOk = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), { headers: { 'content-type': 'application/json' } });

/** A failed envelope with its HTTP status, error code and optional value. */
export const apiFail = (status: number, errorCode: string, value?: unknown) =>
  new Response(JSON.stringify({ success: false, errorCode, message: errorCode, value }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export interface StubRequest {
  url: URL;
  method: string;
  headers: Headers;
  /** The parsed JSON body, if any. */
  body: unknown;
}

type Answer<T> = T | Response | Promise<T | Response>;
/**
 * Stubs of the contract's routes by name: each answers the route's response type (checked at
 * compile time), or a Response (a failure envelope, say).
 */
export type RouteStubs = {
  [N in RouteName]?: (
    request: StubRequest & { body: CallOf<(typeof routes)[N]>['body'] },
  ) => Answer<ResponseOf<(typeof routes)[N]>>;
};
/** Stubs of other addresses (another site's API), by method and path: `'GET /v1/recaptchaParams'`. */
export type PathStubs = { [path: `${HttpMethod} /${string}`]: (request: StubRequest) => unknown };
export type StubRoutes = RouteStubs & PathStubs;

const routeByCall = new Map(routeList.map((r) => [`${r.method} ${r.path}`, r.name]));

/**
 * Stubs fetch with the API answers a test needs; records every request. `stubs` answers more
 * calls, by route name (`captcha: () => …`) or by method and path; anything else is a 404 envelope.
 */
export function stubApi(
  status: SystemStatusResponse,
  help: HelpArticle[] = helpFixture,
  stubs: StubRoutes = {},
) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    if (url.pathname === '/wps/system/status') return apiOk(status);
    if (url.pathname === '/wps/system/helpCenter') return apiOk(help);
    const call = `${method} ${url.pathname}`;
    const name = routeByCall.get(call);
    const handler = ((name && stubs[name]) ?? (stubs as PathStubs)[call as keyof PathStubs]) as
      ((request: StubRequest) => unknown) | undefined;
    if (handler) {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const answer = await handler({ url, method, headers: new Headers(init?.headers), body });
      return answer instanceof Response ? answer : apiOk(answer);
    }
    return apiFail(404, 'not.found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests made to one route (`'login'`, or `'POST /v1/…'` elsewhere), with their parsed bodies. */
export function requestsTo(fetchMock: ReturnType<typeof stubApi>, route: RouteName | keyof PathStubs) {
  const [method, path] =
    route in routes ? [routes[route as RouteName].method, routes[route as RouteName].path] : route.split(' ');
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return url.pathname === path && (init?.method ?? 'GET').toUpperCase() === method;
    })
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    }));
}

/** Puts a JSON data block into the page, as the server's document carries one (site-document.ts). */
export function serveData(id: string, text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = text;
  document.head.append(element);
}
