import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useSiteInfo } from '@/features/system/api/system-status';
import { AuthConfigProvider, type AuthConfig } from '@/features/identity/model/auth-config';

/** Hands the identity screens the site settings they need (features never import each other). */
export function IdentityConfig({ children }: { children: ReactNode }) {
  const info = useSiteInfo();
  const config = useMemo<AuthConfig>(
    () => ({
      siteName: info.merchant.name,
      whitelabel: info.whitelabel,
      banners: info.banners,
      registerRules: info.register,
      imageCdns: info.imageCDNs,
    }),
    [info],
  );
  return <AuthConfigProvider value={config}>{children}</AuthConfigProvider>;
}
