/** Every query of the referral screens sits under one prefix, refreshed after a change. */
export const REFERRAL_KEY = ['ops', 'referral'] as const;
