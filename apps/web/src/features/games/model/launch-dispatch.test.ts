import { describe, expect, it } from 'vitest';
import { gameFixture as game, vendorFixture as vendor } from '@/test/games-fixtures';
import { launchActionOf, launchQueryOf } from './launch-dispatch';

describe('launch dispatch by account type (spec §2)', () => {
  it('sends the Vietnam and South-East-Asia lotteries to their pages', () => {
    expect(launchActionOf({ vendor: vendor('VN', { accountTypeName: 'TCG_LOTTO_VN' }) })).toEqual({
      kind: 'route',
      to: '/vnlottery',
    });
    expect(launchActionOf({ vendor: vendor('SEA', { accountTypeName: 'TCG_SEA' }) })).toEqual({
      kind: 'route',
      to: '/seaLottery',
    });
    // A game of theirs opens its region or draw there.
    const south = game(7, { accountTypeName: 'TCG_LOTTO_VN', code: 'VN_SOUTH', defaultPlayType: 'LO2' });
    expect(launchActionOf({ game: south })).toEqual({
      kind: 'route',
      to: '/vnlottery?gameCode=VN_SOUTH&playType=LO2',
    });
  });

  it('sends other lotteries to /lottery, with gameCode and playType when the game has both', () => {
    expect(launchActionOf({ vendor: vendor('TCG', { accountTypeName: 'LOTT', gameType: 'LOTT' }) })).toEqual({
      kind: 'route',
      to: '/lottery',
    });
    const elott = game(5, {
      accountTypeName: 'ELOTT',
      gameType: 'ELOTT',
      code: 'FFC',
      defaultPlayType: 'R1',
    });
    expect(launchActionOf({ game: elott })).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=FFC&playType=R1',
    });
    expect(launchActionOf({ game: { ...elott, defaultPlayType: null } })).toEqual({
      kind: 'route',
      to: '/lottery',
    });
  });

  it('lists the sub-games of a VASSALAGE vendor and sends the slots hub to its /rng tab', () => {
    const vass = vendor('PP', { isGame: 'VASSALAGE', gameType: 'RNG' });
    expect(launchActionOf({ vendor: vass })).toEqual({ kind: 'subGames', vendor: vass });
    expect(launchActionOf({ vendor: vendor('HV', { isGame: 'HUB', gameType: 'RNG' }) })).toEqual({
      kind: 'hub',
      vassalage: 'HV',
      to: '/rng?page=HV',
    });
    // A game of those vendors launches itself.
    expect(
      launchActionOf({ vendor: vass, game: game(9, { vassalage: 'PP', isGame: 'VASSALAGE' }) }).kind,
    ).toBe('launch');
  });

  it('launches others as third-party games: the vendor lobby, or one game by code and nodeId', () => {
    expect(launchActionOf({ vendor: vendor('EVO') })).toEqual({
      kind: 'launch',
      query: { gameType: 'LIVE', vassalage: 'EVO' },
    });
    expect(launchActionOf({ game: game(3) })).toEqual({
      kind: 'launch',
      query: { gameType: 'RNG', vassalage: 'HV', gameCode: 'G3', nodeId: 3 },
    });
  });

  it('refuses a vendor under maintenance before anything else', () => {
    expect(
      launchActionOf({ vendor: vendor('VN', { accountTypeName: 'TCG_LOTTO_VN', maintenance: true }) }),
    ).toEqual({
      kind: 'maintenance',
    });
    expect(launchActionOf({ vendor: vendor('EVO', { maintenance: true }), game: game(1) })).toEqual({
      kind: 'maintenance',
    });
  });

  it('fills the launch request of spec §3: html5-desktop, GLS, clientType 3, account type 1 or 0 for free play', () => {
    const action = launchActionOf({ game: game(3) });
    if (action.kind !== 'launch') throw new Error(action.kind);
    expect(launchQueryOf(action, { trial: false, language: 'EN' })).toEqual({
      gameType: 'RNG',
      vassalage: 'HV',
      gameCode: 'G3',
      nodeId: 3,
      platform: 'html5-desktop',
      launchMode: 'GLS',
      accountType: 1,
      clientType: 3,
      language: 'EN',
    });
    expect(launchQueryOf(action, { trial: true, language: 'TY' })).toMatchObject({
      accountType: 0,
      language: 'TY',
    });
  });
});
