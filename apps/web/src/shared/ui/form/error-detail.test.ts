import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { changeLanguage, i18n } from '@/shared/i18n/i18n';
import { formatDateTime } from '@/shared/lib/money';
import { errorMessage, messageText } from './field-message';

const at = Date.UTC(2026, 2, 2, 12);
const text = (error: unknown, lng = 'en') => messageText(i18n.getFixedT(lng), errorMessage(error));

afterAll(() => changeLanguage('EN'));

describe('errors that name their value', () => {
  it('rg.limit.reached says which limit, what is left and when it resets', () => {
    const refused = new ApiError(409, 'rg.limit.reached', {
      kind: 'DEPOSIT',
      period: 'DAY',
      left: 100,
      resetsAt: at,
    });
    expect(text(refused)).toBe(`Daily deposit limit: only 100.00 left until ${formatDateTime(at)}.`);
    const session = new ApiError(409, 'rg.limit.reached', {
      kind: 'SESSION',
      period: 'SESSION',
      left: 0,
      resetsAt: null,
    });
    expect(text(session)).toBe(
      'Session time limit: only 0 minutes left in this session. Take a break; it starts again with your next login.',
    );
    // Without a value (a game launch's code only): the plain sentence, never a raw placeholder.
    expect(text(new ApiError(409, 'rg.limit.reached'))).toBe(
      'This goes over one of your own responsible-gaming limits.',
    );
  });

  it('rg.excluded says until when, or that it is permanent', () => {
    const timeOut = { kind: 'TIME_OUT', period: '7D', startsAt: at, endsAt: at + 7 * 86_400_000 };
    expect(text(new ApiError(403, 'rg.excluded', timeOut))).toBe(
      `This account is taking a break until ${formatDateTime(timeOut.endsAt)}. You can log in again after that.`,
    );
    const selfExcluded = { ...timeOut, kind: 'SELF_EXCLUSION', period: '6M' };
    expect(text(new ApiError(403, 'rg.excluded', selfExcluded))).toBe(
      `This account is self-excluded until ${formatDateTime(timeOut.endsAt)}. You cannot log in before then.`,
    );
    const permanent = { ...selfExcluded, period: 'PERMANENT', endsAt: null };
    expect(text(new ApiError(403, 'rg.excluded', permanent))).toBe(
      'This account is self-excluded permanently and cannot log in.',
    );
    expect(text(new ApiError(403, 'rg.excluded', { odd: true }))).toBe(
      'This account is taking a break from play and cannot log in now.',
    );
  });

  it('rg.excluded after a self-exclusion ended: ask to return, or when the account opens', () => {
    const ended = {
      kind: 'SELF_EXCLUSION',
      period: '6M',
      startsAt: at - 200 * 86_400_000,
      endsAt: at - 86_400_000,
      awaitingReturn: true,
      returnAt: null,
    };
    expect(text(new ApiError(403, 'rg.excluded', ended))).toBe(
      `This account's self-exclusion ended on ${formatDateTime(ended.endsAt)}. To play again, ask to return: your account opens 24 hours after you ask.`,
    );
    const asked = { ...ended, returnAt: at + 86_400_000 };
    expect(text(new ApiError(403, 'rg.excluded', asked))).toBe(
      `You asked to return: you can log in again from ${formatDateTime(asked.returnAt)}.`,
    );
  });

  it('reads in the other languages too', async () => {
    await changeLanguage('CN');
    const refused = new ApiError(409, 'rg.limit.reached', {
      kind: 'LOSS',
      period: 'WEEK',
      left: 5,
      resetsAt: at,
    });
    expect(text(refused, 'cn')).toBe(`每周净亏损限额：在 ${formatDateTime(at)} 前仅剩 5.00。`);
  });
});
