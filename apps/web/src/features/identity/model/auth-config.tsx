import { createContext, useContext, type ReactNode } from 'react';
import { isModuleEnabled, type WhitelabelNode } from '@bet/contracts/mod-ids';
import type { ValidationRule } from '@bet/contracts/system/register-settings';
import type { BannerEntry } from '@bet/contracts/system/status';

/** What the identity screens need from the site settings; `src/app` provides it from the status. */
export interface AuthConfig {
  siteName: string;
  whitelabel: readonly WhitelabelNode[];
  banners: readonly BannerEntry[];
  /** Field rules of the status (`info.register`); `password` applies to every new password. */
  registerRules: Readonly<Record<string, ValidationRule>>;
  imageCdns: readonly string[];
}

const AuthConfigContext = createContext<AuthConfig | null>(null);

export function AuthConfigProvider({ value, children }: { value: AuthConfig; children: ReactNode }) {
  return <AuthConfigContext.Provider value={value}>{children}</AuthConfigContext.Provider>;
}

export function useAuthConfig(): AuthConfig {
  const config = useContext(AuthConfigContext);
  if (!config) throw new Error('useAuthConfig needs an AuthConfigProvider');
  return config;
}

/** Whether a whitelabel module is on (absent modules count as on). */
export function useModule(modId: string): boolean {
  return isModuleEnabled(useAuthConfig().whitelabel, modId);
}

/** The first banner of a group (`w_login`, `w_register`), if the merchant has one. */
export function useBanner(group: string): BannerEntry | undefined {
  return useAuthConfig().banners.find((banner) => banner.groupName === group);
}
