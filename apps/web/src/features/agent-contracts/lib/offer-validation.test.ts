import { describe, expect, it } from 'vitest';
import { validateOffer } from './offer-validation';

describe('offer validation', () => {
  it('refuses a tier above my own rate and accepts one at it', () => {
    const terms = { kind: 'dailyWage' as const, tiers: [{ validBet: 100, activeMembers: 1, rate: 1.5 }] };
    expect(validateOffer(terms, 1.25)).toEqual({ 'tiers.0.rate': 'aboveCeiling' });
    expect(validateOffer(terms, 1.5)).toEqual({});
  });

  it('needs a period for dividends, ascending tiers and 2-decimal rates', () => {
    const errors = validateOffer(
      {
        kind: 'dividend',
        tiers: [
          { validBet: 100, activeMembers: 1, rate: 1 },
          { validBet: 50, activeMembers: 1.5, rate: 1.234 },
        ],
      },
      5,
    );
    expect(errors).toEqual({
      period: 'period',
      'tiers.1.validBet': 'ascending',
      'tiers.1.activeMembers': 'count',
      'tiers.1.rate': 'rate',
    });
  });

  it('checks real-time rates against the ceiling and the minimum single bet', () => {
    expect(
      validateOffer(
        { kind: 'realTimeSalary', tiers: [], profitRate: 0.5, lossRate: 0.9, minSingleBet: -1 },
        0.8,
      ),
    ).toEqual({
      lossRate: 'aboveCeiling',
      minSingleBet: 'amount',
    });
  });
});
