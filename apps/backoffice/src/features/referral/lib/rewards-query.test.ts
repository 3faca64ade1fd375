import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TableParams } from '@/shared/ui/use-table-params';
import { reasonText, rewardsQuery } from './rewards-query';

const params = (filters: Record<string, string>) => ({ pageNo: 2, pageSize: 50, filters }) as TableParams;
const t = ((key: string) => `<${key}>`) as unknown as TFunction;

describe('referral rewards query', () => {
  it('sends a known status and the trimmed name, nothing else', () => {
    expect(rewardsQuery(params({ status: 'REFUSED', username: ' bituin88 ' }))).toEqual({
      pageNo: 2,
      pageSize: 50,
      status: 'REFUSED',
      username: 'bituin88',
    });
    expect(rewardsQuery(params({ status: 'ALL', username: '  ' }))).toEqual({ pageNo: 2, pageSize: 50 });
  });

  it('says each shared signal of a refusal, and an unknown one as written', () => {
    expect(reasonText(t, null)).toBe('');
    expect(reasonText(t, 'BANK_ACCOUNT, IP')).toBe('<referral:signal.BANK_ACCOUNT>, <referral:signal.IP>');
    expect(reasonText(t, 'ID_NUMBER,DEVICE,MOBILE')).toBe(
      '<referral:signal.ID_NUMBER>, <referral:signal.DEVICE>, MOBILE',
    );
  });

  it('says when the referrer was excluded from play', () => {
    expect(reasonText(t, 'EXCLUDED')).toBe('<referral:reason.excluded>');
  });
});
