import { describe, expect, it } from 'vitest';
import { approvalAmount } from './approval-amount';

describe('approval amount', () => {
  it('takes an amount from 0.01 up to the cap itself', () => {
    expect(approvalAmount('0.01', 500)).toEqual({ amount: 0.01 });
    expect(approvalAmount(' 500 ', 500)).toEqual({ amount: 500 });
    expect(approvalAmount('499.99', 500)).toEqual({ amount: 499.99 });
  });

  it('refuses nothing typed, zero, a sign, three decimals and anything above the cap', () => {
    expect(approvalAmount('', 500)).toEqual({ issue: 'required' });
    expect(approvalAmount('0', 500)).toEqual({ issue: 'format' });
    expect(approvalAmount('-5', 500)).toEqual({ issue: 'format' });
    expect(approvalAmount('1.005', 500)).toEqual({ issue: 'format' });
    expect(approvalAmount('500.01', 500)).toEqual({ issue: 'aboveMax' });
  });

  it('leaves the bound to the server when the claim names no cap', () => {
    expect(approvalAmount('9999', null)).toEqual({ amount: 9999 });
  });
});
