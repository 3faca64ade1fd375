import type { HelpArticle } from '@bet/contracts/system/help-center';
import type { SystemStatusResponse } from '@bet/contracts/system/status';
import { vi } from 'vitest';

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

/** Stubs fetch with the API answers a test needs; records every request. */
export function stubApi(status: SystemStatusResponse, help: HelpArticle[] = helpFixture) {
  const ok = (value: unknown) =>
    new Response(JSON.stringify({ success: true, value }), {
      headers: { 'content-type': 'application/json' },
    });
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/wps/system/status')) return ok(status);
    if (url.startsWith('/wps/system/helpCenter')) return ok(help);
    return new Response(JSON.stringify({ success: false, errorCode: 'not.found', message: '' }), {
      status: 404,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
