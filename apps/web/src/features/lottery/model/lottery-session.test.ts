import { describe, expect, it } from 'vitest';
import { lotteryLaunchRequest } from './lottery-session';
import { sessionTokenOf } from './lottery-launch';

describe('the lottery launch (spec §3 lottery fields)', () => {
  it('names the game, its area and prize mode; free play for a trial account', () => {
    expect(lotteryLaunchRequest('VN_NORTH', false)).toMatchObject({
      gameType: 'LOTT',
      vassalage: 'HLOTT',
      gameCode: 'VN_NORTH',
      launchMode: 'LOTT',
      lottoArea: 'VN',
      prizeMode: 'Lott',
      accountType: 1,
    });
    expect(lotteryLaunchRequest('SEA_4D', true)).toMatchObject({ prizeMode: 'SEA', accountType: 0 });
    expect(lotteryLaunchRequest('SEA_4D', true)).not.toHaveProperty('lottoArea');
    expect(lotteryLaunchRequest('RACE10', false)).toMatchObject({ gameType: 'ELOTT', prizeMode: 'Elott' });
  });

  it('takes the session token from the game address without opening it', () => {
    expect(sessionTokenOf('/hv/lottery/app?t=abc.def')).toBe('abc.def');
    expect(sessionTokenOf('https://cdn.example/hv/lottery/app?t=x1&lang=EN')).toBe('x1');
    expect(sessionTokenOf('/hv/lottery/app')).toBeNull();
  });
});
