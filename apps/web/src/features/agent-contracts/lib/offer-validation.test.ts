import { describe, expect, it } from 'vitest';
import { validateOffer } from './offer-validation';

describe('offer validation (the contract schema plus my own rate as the ceiling)', () => {
  it('refuses a tier above my own rate and accepts one at it', () => {
    const terms = { kind: 'DAILY_WAGE' as const, tiers: [{ teamBetting: 100, activeMembers: 1, rate: 1.5 }] };
    expect(validateOffer(terms, 1.25)).toEqual({ 'tiers.0.rate': 'aboveCeiling' });
    expect(validateOffer(terms, 1.5)).toEqual({});
  });

  it('maps schema failures to fields: member count, 2-decimal rates, empty amounts', () => {
    const errors = validateOffer(
      {
        kind: 'DIVIDEND',
        period: 'W',
        tiers: [{ periodValidBet: NaN, periodProfitLoss: 0, activeMembers: 1.5, rate: 1.234 }],
      },
      5,
    );
    expect(errors).toEqual({
      'tiers.0.periodValidBet': 'amount',
      'tiers.0.activeMembers': 'count',
      'tiers.0.rate': 'rate',
    });
    expect(validateOffer({ kind: 'HOURLY_SALARY', tiers: [] }, 5)).toEqual({ tiers: 'tierCount' });
  });

  it('checks real-time rates against the ceiling and the minimum single bet', () => {
    expect(
      validateOffer({ kind: 'REALTIME_SALARY', profitRate: 0.5, lossRate: 0.9, minSingleBet: -1 }, 0.8),
    ).toEqual({ lossRate: 'aboveCeiling', minSingleBet: 'amount' });
  });
});
