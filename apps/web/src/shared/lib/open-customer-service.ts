import type { CustomerServiceEntry } from '@bet/contracts/system/customer-service';
import { SUPPORT_WINDOW, VIP_RANK_LEVEL_ABOVE } from '@bet/contracts/constants';

/** VIP service for members ranked above 4, live chat for everyone else (spec §4). */
export function pickCustomerService(
  entries: readonly CustomerServiceEntry[],
  rankLevel: number | null = null,
): CustomerServiceEntry | undefined {
  const vip = rankLevel !== null && rankLevel > VIP_RANK_LEVEL_ABOVE;
  return (
    (vip ? entries.find((e) => e.csType === 'VIP') : undefined) ??
    entries.find((e) => e.csType === 'LIVECHAT')
  );
}

/** Opens customer service in its 440x750 support window (spec §4, §9). */
export function openCustomerService(
  entries: readonly CustomerServiceEntry[],
  rankLevel: number | null = null,
) {
  const entry = pickCustomerService(entries, rankLevel);
  if (!entry) return false;
  const { width, height } = SUPPORT_WINDOW;
  window.open(entry.path, 'cs', `width=${width},height=${height}`);
  return true;
}
