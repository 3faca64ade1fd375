import type { CustomerServiceEntry } from '@bet/contracts/system/customer-service';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCustomerService, pickCustomerService } from './open-customer-service';

const entries: CustomerServiceEntry[] = [
  { csType: 'VIP', path: '/support/vip.html' },
  { csType: 'LIVECHAT', path: '/support/livechat.html' },
];

afterEach(() => vi.restoreAllMocks());

describe('customer service by rank level (spec §4)', () => {
  it('gives a VIP 5 member the VIP line', () => {
    expect(pickCustomerService(entries, 5)?.csType).toBe('VIP');
  });

  it('gives a VIP 4 member live chat: only ranks above 4 are VIP', () => {
    expect(pickCustomerService(entries, 4)?.csType).toBe('LIVECHAT');
  });

  it('gives a visitor (no rank) live chat', () => {
    expect(pickCustomerService(entries, null)?.csType).toBe('LIVECHAT');
    expect(pickCustomerService(entries)?.csType).toBe('LIVECHAT');
  });

  it('falls back to live chat when the site has no VIP line', () => {
    expect(pickCustomerService([entries[1]!], 9)?.csType).toBe('LIVECHAT');
  });

  it('opens the chosen line in the 440x750 support window, and nothing without a line', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openCustomerService(entries, 6)).toBe(true);
    expect(open).toHaveBeenCalledWith('/support/vip.html', 'cs', 'width=440,height=750');
    expect(openCustomerService([], 6)).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
