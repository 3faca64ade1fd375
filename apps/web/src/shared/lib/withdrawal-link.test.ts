import { describe, expect, it } from 'vitest';
import * as contract from '@bet/contracts/responsible-gaming/responsible-gaming';
import { ApiError } from '@/shared/api/api-error';
import { withdrawalCodeOf, withdrawalPageHref } from './withdrawal-link';
import { WITHDRAWAL_CODE_MINUTES, WITHDRAWAL_PAGE } from './withdrawal-page';

const exclusion = { kind: 'SELF_EXCLUSION', period: '6M', startsAt: 1, endsAt: 2 };

describe('the withdrawal link', () => {
  it("has the contract's page and code lifetime", () => {
    expect(WITHDRAWAL_PAGE).toBe(contract.WITHDRAWAL_PAGE);
    expect(WITHDRAWAL_CODE_MINUTES).toBe(contract.WITHDRAWAL_CODE_MINUTES);
  });

  it('reads the code of an rg.excluded refusal only', () => {
    const code = 'a1b2c3d4e5f6g7h8/+=';
    expect(withdrawalCodeOf(new ApiError(403, 'rg.excluded', { ...exclusion, withdrawalCode: code }))).toBe(
      code,
    );
    expect(withdrawalCodeOf(new ApiError(403, 'rg.excluded', exclusion))).toBeNull();
    expect(
      withdrawalCodeOf(new ApiError(403, 'rg.excluded', { ...exclusion, withdrawalCode: 7 })),
    ).toBeNull();
    expect(withdrawalCodeOf(new ApiError(403, 'rg.excluded'))).toBeNull();
    expect(withdrawalCodeOf(new ApiError(400, 'other', { withdrawalCode: code }))).toBeNull();
    expect(withdrawalCodeOf(new Error('rg.excluded'))).toBeNull();
    expect(withdrawalPageHref(code)).toBe('/withdrawal?code=a1b2c3d4e5f6g7h8%2F%2B%3D');
  });
});
