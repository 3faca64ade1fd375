import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS, getSession, useSession } from './session-store';

beforeEach(() => {
  sessionStorage.clear();
  useSession.setState(Object.fromEntries(SESSION_KEYS.map((key) => [key, null])));
});

describe('session store', () => {
  it('has every sessionStorage key of spec §3, and the withdrawal-only mark (issue 20)', () => {
    expect([...SESSION_KEYS].sort()).toEqual(
      [
        'token',
        'isAgent',
        'merchant',
        'merchantCode',
        'platform',
        'nickname',
        'account',
        'username',
        'customerId',
        'toUpline',
        'memberLabel',
        'cpw',
        'wallet',
        'routers',
        'settings',
        'validate',
        'gameVendor',
        'index_notice',
        'favGames',
        'consolidated',
        'merchantWallet',
        'iframeUrl',
        'enableSalary',
        'enableContract',
        'withdrawalOnly',
      ].sort(),
    );
  });

  it('login stores the values in memory and in sessionStorage', () => {
    getSession().login({ token: 'tok', isAgent: '1', nickname: 'Lucky', cpw: '1' });
    expect(getSession()).toMatchObject({ token: 'tok', isAgent: '1', nickname: 'Lucky', cpw: '1' });
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(sessionStorage.getItem('cpw')).toBe('1');
  });

  it('a login is a full session unless it says it may only withdraw', () => {
    getSession().login({ token: 'tok-w', withdrawalOnly: '{"kind":"TIME_OUT"}' });
    expect(sessionStorage.getItem('withdrawalOnly')).toBe('{"kind":"TIME_OUT"}');
    getSession().login({ token: 'tok-2', nickname: 'Lucky' });
    expect(getSession().withdrawalOnly).toBeNull();
    expect(sessionStorage.getItem('withdrawalOnly')).toBeNull();
  });

  it('logout clears everything except merchant and merchantCode', () => {
    getSession().setMerchant('DEMO');
    getSession().login({ token: 'tok', isAgent: '0', nickname: 'Lucky', account: 'player1', cpw: '1' });
    getSession().update({ wallet: '{}', favGames: '[1]', withdrawalOnly: '{}' });
    sessionStorage.setItem('someCache', 'x'); // a key this store does not know by name

    getSession().logout();

    expect(Object.keys(sessionStorage).sort()).toEqual(['merchant', 'merchantCode']);
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMO');
    const state = getSession();
    expect(state.merchant).toBe('DEMO');
    expect(state.merchantCode).toBe('DEMO');
    for (const key of SESSION_KEYS.filter((k) => k !== 'merchant' && k !== 'merchantCode')) {
      expect(state[key], key).toBeNull();
    }
    expect(localStorage.getItem('merchantCode')).toBe('DEMO');
  });
});
