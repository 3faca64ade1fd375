// @ts-check
/* global document, window */
// Texts of the house games in the site's languages: EN (default) and TY (Tagalog).
// The launch puts the player's language in the page URL as ?lang=EN|TY.

const TEXTS = {
  EN: {
    'common.balance': 'Balance',
    'common.freePlay': 'FREE PLAY',
    'common.freePlayHint': 'Play money only: nothing is taken from or paid to your wallets.',
    'common.loading': 'Loading…',
    'common.close': 'Close',
    'common.decrease': 'Lower the bet',
    'common.increase': 'Raise the bet',
    'common.rtp': 'Return to player: {rtp}',
    'error.balance.insufficient': 'Not enough balance in this game wallet. Move money in from My wallet.',
    'error.game.session.invalid': 'This game session has ended. Close the game and open it again.',
    'error.bet.out.of.limits': 'This stake is outside the game limits ({min} to {max}). Choose another bet.',
    'error.bet.out.of.limits.plain': 'This stake is outside the game limits. Choose another bet.',
    'error.game.not.found': 'This game is not available right now. Please try again later.',
    'error.rate.limited': 'Too many rounds at once. Please slow down a little.',
    'error.network': 'No connection to the game. Check your connection and try again.',
    'error.unknown': 'Something went wrong. Please try again.',

    'slot.title': 'Lucky Sevens',
    'slot.lineBet': 'Line bet',
    'slot.totalBet': 'Total bet',
    'slot.lines': '{n} lines',
    'slot.spin': 'SPIN',
    'slot.spinning': 'Spinning…',
    'slot.keyHint': 'Space or Enter spins',
    'slot.ready': 'Good luck! Choose your line bet and spin.',
    'slot.win': 'You won {amount}!',
    'slot.bigWin': 'Big win! {amount}',
    'slot.noWin': 'No win this time.',
    'slot.lineWin': 'Line {line}: {count} × {symbol} pays {amount}',
    'slot.lineShort': 'Line {line}',
    'slot.scatterWin': '{count} scatters pay {amount}',
    'slot.paytable': 'Paytable',
    'slot.paytableTitle': 'Paytable and rules',
    'slot.paysLineBets': 'Line wins, in line bets',
    'slot.paysTotalBets': 'Scatters anywhere, in total bets',
    'slot.ofAKind': '{n} of a kind',
    'slot.scatters': '{n} scatters',
    'slot.paylines': 'The 20 paylines',
    'slot.reelsLabel': 'Reels',
    'slot.cell': 'Reel {reel}, row {row}: {symbol}',
    'slot.rules':
      'Lines pay 3, 4 or 5 of a kind from the leftmost reel. Only the best win of each line is paid; wins on different lines add up. ' +
      'WILD stands for every symbol except SCATTER, and a line of WILDs pays on its own. ' +
      'SCATTERs pay anywhere on the screen, times the total bet, on top of line wins. ' +
      'Your total bet is the line bet × 20 lines. Every result is drawn on the game server.',
    'sym.WILD': 'Wild',
    'sym.SCATTER': 'Scatter',
    'sym.NINE': 'Nine',
    'sym.TEN': 'Ten',
    'sym.JACK': 'Jack',
    'sym.QUEEN': 'Queen',
    'sym.KING': 'King',
    'sym.ACE': 'Ace',
    'sym.BELL': 'Bell',
    'sym.SEVEN': 'Seven',

    'fish.title': 'Ocean Hunter',
    'fish.bet': 'Shot bet',
    'fish.hint': 'Tap a fish to shoot it, or pick a target below.',
    'fish.targets': 'Targets: each shot costs the bet and pays bet × multiplier on a catch',
    'fish.shootAt': 'Shoot {fish}, pays {mult} times the bet',
    'fish.captured': '{fish} caught! +{amount}',
    'fish.missed': '{fish} got away.',
    'fish.seaLabel': 'Ocean: tap a fish to shoot',
    'fish.rules':
      'The bigger the multiplier, the harder the catch. Every shot is decided by the game server.',
    'fishname.CLOWNFISH': 'Clownfish',
    'fishname.PUFFERFISH': 'Pufferfish',
    'fishname.LIONFISH': 'Lionfish',
    'fishname.TURTLE': 'Turtle',
    'fishname.STINGRAY': 'Stingray',
    'fishname.SHARK': 'Shark',
    'fishname.WHALE': 'Whale',
    'fishname.GOLDEN_DRAGON': 'Golden Dragon',
  },
  TY: {
    'common.balance': 'Balanse',
    'common.freePlay': 'LIBRENG LARO',
    'common.freePlayHint': 'Pera-perahan lang: walang kinukuha o ibinabayad sa iyong mga wallet.',
    'common.loading': 'Naglo-load…',
    'common.close': 'Isara',
    'common.decrease': 'Ibaba ang taya',
    'common.increase': 'Taasan ang taya',
    'common.rtp': 'Balik sa manlalaro: {rtp}',
    'error.balance.insufficient':
      'Kulang ang balanse sa wallet ng larong ito. Maglipat ng pera mula sa Aking wallet.',
    'error.game.session.invalid': 'Natapos na ang game session. Isara ang laro at buksan itong muli.',
    'error.bet.out.of.limits':
      'Labas sa limitasyon ng laro ang tayang ito ({min} hanggang {max}). Pumili ng ibang taya.',
    'error.bet.out.of.limits.plain': 'Labas sa limitasyon ng laro ang tayang ito. Pumili ng ibang taya.',
    'error.game.not.found': 'Hindi available ang larong ito ngayon. Subukang muli mamaya.',
    'error.rate.limited': 'Masyadong maraming round nang sabay. Dahan-dahan lang.',
    'error.network': 'Walang koneksyon sa laro. Suriin ang iyong koneksyon at subukang muli.',
    'error.unknown': 'May nangyaring mali. Pakisubukang muli.',

    'slot.title': 'Lucky Sevens',
    'slot.lineBet': 'Taya bawat linya',
    'slot.totalBet': 'Kabuuang taya',
    'slot.lines': '{n} linya',
    'slot.spin': 'IKOT',
    'slot.spinning': 'Umiikot…',
    'slot.keyHint': 'Space o Enter para umikot',
    'slot.ready': 'Suwertehin ka! Pumili ng taya bawat linya at umikot.',
    'slot.win': 'Nanalo ka ng {amount}!',
    'slot.bigWin': 'Malaking panalo! {amount}',
    'slot.noWin': 'Walang panalo ngayon.',
    'slot.lineWin': 'Linya {line}: {count} × {symbol}, bayad {amount}',
    'slot.lineShort': 'Linya {line}',
    'slot.scatterWin': '{count} scatter, bayad {amount}',
    'slot.paytable': 'Bayaran',
    'slot.paytableTitle': 'Talaan ng bayad at mga tuntunin',
    'slot.paysLineBets': 'Panalo sa linya, sa dami ng taya bawat linya',
    'slot.paysTotalBets': 'Scatter kahit saan, sa dami ng kabuuang taya',
    'slot.ofAKind': '{n} na magkapareho',
    'slot.scatters': '{n} scatter',
    'slot.paylines': 'Ang 20 linya ng bayad',
    'slot.reelsLabel': 'Mga reel',
    'slot.cell': 'Reel {reel}, hilera {row}: {symbol}',
    'slot.rules':
      'Nagbabayad ang linya sa 3, 4 o 5 na magkapareho mula sa pinakakaliwang reel. Ang pinakamataas na panalo lang ng bawat linya ang binabayaran; pinagsasama ang panalo ng magkakaibang linya. ' +
      'Pamalit ang WILD sa lahat ng simbolo maliban sa SCATTER, at may sariling bayad ang linya ng puro WILD. ' +
      'Nagbabayad ang SCATTER kahit saan sa screen, ayon sa kabuuang taya, dagdag sa panalo sa linya. ' +
      'Ang kabuuang taya ay ang taya bawat linya × 20 linya. Ang game server ang nagpapasya ng bawat resulta.',
    'sym.WILD': 'Wild',
    'sym.SCATTER': 'Scatter',
    'sym.NINE': 'Siyam',
    'sym.TEN': 'Sampu',
    'sym.JACK': 'Jack',
    'sym.QUEEN': 'Reyna',
    'sym.KING': 'Hari',
    'sym.ACE': 'Alas',
    'sym.BELL': 'Kampana',
    'sym.SEVEN': 'Pito',

    'fish.title': 'Ocean Hunter',
    'fish.bet': 'Taya bawat bala',
    'fish.hint': 'I-tap ang isda para barilin, o pumili ng target sa ibaba.',
    'fish.targets':
      'Mga target: bawat bala ay nagkakahalaga ng taya at nagbabayad ng taya × multiplier kapag nahuli',
    'fish.shootAt': 'Barilin ang {fish}, bayad {mult} beses ng taya',
    'fish.captured': 'Nahuli ang {fish}! +{amount}',
    'fish.missed': 'Nakatakas ang {fish}.',
    'fish.seaLabel': 'Karagatan: i-tap ang isda para barilin',
    'fish.rules':
      'Kapag mas malaki ang multiplier, mas mahirap mahuli. Ang game server ang nagpapasya ng bawat bala.',
    'fishname.CLOWNFISH': 'Isdang-payaso',
    'fishname.PUFFERFISH': 'Butete',
    'fishname.LIONFISH': 'Isdang-leon',
    'fishname.TURTLE': 'Pawikan',
    'fishname.STINGRAY': 'Pagi',
    'fishname.SHARK': 'Pating',
    'fishname.WHALE': 'Balyena',
    'fishname.GOLDEN_DRAGON': 'Gintong Dragon',
  },
};

const HTML_LANG = { EN: 'en', TY: 'tl' };

/** @typedef {keyof typeof TEXTS} Lang */

/**
 * The page language from ?lang= (EN when missing or unknown).
 * @returns {Lang}
 */
export function pageLanguage(search = window.location.search) {
  const lang = (new URLSearchParams(search).get('lang') || '').toUpperCase();
  return lang in TEXTS ? /** @type {Lang} */ (lang) : 'EN';
}

export const LANG = pageLanguage();
document.documentElement.lang = HTML_LANG[LANG];

/** Any key, for lookups by keys built at run time (`error.${code}`); a missing one reads as the key. */
const BY_KEY = /** @type {Record<Lang, Record<string, string | undefined>>} */ (TEXTS);

/**
 * The text for a key in the page language, {name} placeholders filled from vars.
 * @param {string} key
 * @param {Record<string, unknown>} [vars]
 */
export function t(key, vars = {}) {
  const text = BY_KEY[LANG][key] ?? BY_KEY.EN[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
}
