/** The query key of a setting: every settings query sits under one prefix, refreshed after a save. */
export const settingsKey = (name: string) => ['ops', 'settings', name] as const;
export const SETTINGS_PREFIX = ['ops', 'settings'] as const;
