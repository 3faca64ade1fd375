import type { Game, GameCategory, LanesResponse, VendorCard } from '@bet/contracts/games/catalogue';

/** A vendor card of the lanes; override what a test needs. */
export const vendorFixture = (vassalage: string, overrides: Partial<VendorCard> = {}): VendorCard => ({
  vassalage,
  displayName: vassalage,
  gameType: 'LIVE',
  icon: `/images/vendors/${vassalage.toLowerCase()}.png`,
  isGame: 'GAME',
  isHot: 0,
  accountTypeId: 10,
  accountTypeName: vassalage,
  maintenance: false,
  ...overrides,
});

/** A game of the games list; override what a test needs. */
export const gameFixture = (nodeId: number, overrides: Partial<Game> = {}): Game => ({
  nodeId,
  code: `G${nodeId}`,
  displayName: `Game ${nodeId}`,
  gameType: 'RNG',
  vassalage: 'HV',
  accountTypeName: 'HV',
  icon: `/images/games/${nodeId}.png`,
  isHot: 0,
  defaultPlayType: null,
  isGame: 'GAME',
  favourite: false,
  ...overrides,
});

/** The lanes answer (`value`) of the given lanes. */
export const lanesAnswer = (lanes: Partial<Record<GameCategory, VendorCard[]>>): LanesResponse => ({
  data: {
    lanes: (Object.entries(lanes) as [GameCategory, VendorCard[]][]).map(([title, cards]) => ({
      title,
      cards: cards.map((card) => ({ ...card, gameType: title })),
    })),
  },
});

/** A page of the games list. */
export const gamesPage = (games: Game[], totalPages = 1) => ({ games, totalPages, totalCount: games.length });
