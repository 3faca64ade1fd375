import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '@bet/contracts/identity/member';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { getSession, useSession } from '@/shared/session/session-store';

/** `GET /wps/member/info`; the session keeps the parts other screens read (spec §3). */
export async function getMemberInfo(): Promise<MemberInfo> {
  const info = await apiCall(routes.memberInfo);
  getSession().update({
    account: info.account,
    nickname: info.nickname ?? info.account,
    customerId: String(info.id),
    isAgent: String(info.type),
    toUpline: String(info.toUpline),
    memberLabel: JSON.stringify(info.memberLabel),
  });
  return info;
}

/** Keyed by token: another login never shows the previous player's data. */
export const memberInfoQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['member', 'info', token], queryFn: getMemberInfo, staleTime: 60_000 });

/** The logged-in member's info; waits while a forced password change is pending. */
export function useMemberInfo() {
  const token = useSession((s) => s.token);
  const changePending = useSession((s) => s.cpw === '1');
  return useQuery({ ...memberInfoQueryOptions(token ?? ''), enabled: Boolean(token) && !changePending });
}
