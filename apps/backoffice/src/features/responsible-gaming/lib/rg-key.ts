/** Every responsible-gaming query sits under one prefix, refreshed after an exclusion is added. */
export const RG_KEY = ['ops', 'responsible-gaming'] as const;
export const rgKey = (...parts: unknown[]) => [...RG_KEY, ...parts] as const;
