/** Every query of the VIP screens sits under one prefix, refreshed after a change. */
export const VIP_KEY = ['ops', 'vip'] as const;
