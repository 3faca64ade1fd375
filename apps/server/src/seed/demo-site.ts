/** Demo merchant settings: what `npm start` shows on a fresh data folder. */

export const demoMerchant = {
  name: 'Demo Bet',
  platform: 'W',
  lotteryType: 'SEA',
  device: 'WEB',
  currency: 'PHP',
  currencySymbol: 'P',
  languages: ['EN', 'TY'],
  defaultLanguage: 'EN',
  // spec §9: the registration bonus shown in the register modal title
  registerBonus: { amount: '1000', currency: 'VND' },
  imageCDNs: ['/'],
  launchGameCDNs: ['/'],
} as const;

type Tree = ReadonlyArray<readonly [modId: string, enabled: boolean, children?: Tree]>;

/** Every switch of spec §1 and platform-facts. Social logins start off: they need provider keys. */
export const demoWhitelabel: Tree = [
  [
    'COMM3',
    true,
    [
      ['PROFPIC3', true],
      ['INBOX3', true],
      ['FEEDBACK3', true],
      ['MEMTRANS3', true],
    ],
  ],
  [
    'PASS3',
    true,
    [
      ['CAPTCHA3', true],
      ['LOGINIPVERF3', true],
      ['CHNGPASSVERIF3', true],
      ['PWDEXPFORCECHANGE3', true],
      ['MOBILEVERCODELOGIN3', true],
      ['PWRESETEMAIL3', true],
      ['PWRESETSMS3', true],
      ['GOOGLELOGIN3', false],
      ['FACEBOOKLOGIN3', false],
    ],
  ],
  [
    'REG3',
    true,
    [
      ['USERNAMEREG3', true],
      ['DIRECTREG3', true],
      ['MOBILENUMREG3', true],
      ['MOBILENUMPASSREG3', true],
      ['REGMOBVERF3', false],
      ['AFFMAN3', true],
      ['REFERRALPROMO3', true],
    ],
  ],
  ['FREEPLAY3', true],
  ['VERIFICATION3', true],
  ['FUNDTRANS3', true],
  [
    'GAMELO3',
    true,
    [
      ['GAMELOHOT3', true],
      ['GAMELOFAV3', true],
      ['GAMELOREC3', true],
    ],
  ],
  ['REWCEN3', true],
  ['PTSYS3', true],
  ['SIGNCONDIV3', true],
  ['DAILYSALCONT3', true],
  ['HOURSAL3', true],
  ['RTSALARY3', true],
];

export function flattenTree(
  tree: Tree,
  parent: string | null = null,
  out: Array<{ modId: string; parent: string | null; enabled: boolean }> = [],
) {
  for (const [modId, enabled, children] of tree) {
    out.push({ modId, parent, enabled });
    if (children) flattenTree(children, modId, out);
  }
  return out;
}

export const demoResources = [
  { type: 'TELEGRAM', url: 'https://t.me/demobet', en: 'Telegram', cn: '电报' },
  { type: 'IOS', url: 'https://apps.apple.com/app/demobet', en: 'iOS app', cn: '苹果下载' },
  {
    type: 'ANDROID',
    url: 'https://play.google.com/store/apps/details?id=com.demobet',
    en: 'Android app',
    cn: '安卓下载',
  },
  { type: 'VIDEO', url: 'https://www.youtube.com/@demobet', en: 'Video channel', cn: '视频频道' },
] as const;

export const demoCustomerService = [
  { type: 'LIVECHAT', path: '/support/livechat.html' },
  { type: 'VIP', path: '/support/vip.html' },
] as const;

export const demoBanners = [
  { group: 'home', url: '/banners/home-1.svg', link: '/promotions' },
  { group: 'home', url: '/banners/home-2.svg', link: '/live' },
  { group: 'home', url: '/banners/home-3.svg', link: '/sports' },
  { group: 'w_login', url: '/banners/login.svg', link: null },
  { group: 'w_register', url: '/banners/register.svg', link: null },
] as const;

export const demoCountries = [
  ['PH', '63'],
  ['VN', '84'],
  ['TH', '66'],
  ['ID', '62'],
  ['CN', '86'],
  ['MY', '60'],
  ['KR', '82'],
  ['JP', '81'],
  ['SG', '65'],
  ['IN', '91'],
  ['US', '1'],
  ['GB', '44'],
] as const;

export const demoDomains = [
  { domain: 'localhost:3000', speed: 12 },
  { domain: 'www.demobet.example', speed: 48 },
  { domain: 'm.demobet.example', speed: 95 },
] as const;
