import { lazySection } from '@/shared/lib/lazy-section';

/** The route sections named by spec §2, each its own chunk (plus notice, sports, login, sponsor, the reset-password link and the withdrawal page). */
export const Sections = {
  index: lazySection(() => import('./sections/index-section')),
  Vip: lazySection(() => import('./sections/vip')),
  byIframe: lazySection(() => import('./sections/by-iframe')),
  download: lazySection(() => import('./sections/download')),
  eaLottery: lazySection(() => import('./sections/ea-lottery')),
  egame: lazySection(() => import('./sections/egame')),
  elott: lazySection(() => import('./sections/elott')),
  fish: lazySection(() => import('./sections/fish')),
  help: lazySection(() => import('./sections/help')),
  joinus: lazySection(() => import('./sections/joinus')),
  live: lazySection(() => import('./sections/live')),
  lottery: lazySection(() => import('./sections/lottery')),
  pointMall: lazySection(() => import('./sections/point-mall')),
  promo: lazySection(() => import('./sections/promo')),
  promoDetail: lazySection(() => import('./sections/promo-detail')),
  pvp: lazySection(() => import('./sections/pvp')),
  seamless: lazySection(() => import('./sections/seamless')),
  vnlottery: lazySection(() => import('./sections/vnlottery')),
  notice: lazySection(() => import('./sections/notice')),
  sports: lazySection(() => import('./sections/sports')),
  login: lazySection(() => import('./sections/login')),
  resetPassword: lazySection(() => import('./sections/reset-password')),
  sponsor: lazySection(() => import('./sections/sponsor')),
  // The agent site (/agent): its own frame and login, the agent centre's panels as pages.
  agentSite: lazySection(() => import('./agent-site/agent-site')),
  // The withdrawal-only page (/withdrawal, issue 20): its own frame, for an excluded player's money.
  withdrawal: lazySection(() => import('./withdrawal/withdrawal-site')),
};
