import type { ReactNode } from 'react';
import { useMemberRankLevel } from '@/features/identity/model/use-member-rank-level';
import { StatusGate } from '@/features/system/components/status-gate';

/** The status gate told the member's rank (loaded only for the closed pages: see MemberStatusGate). */
export function RankedStatusGate({ children }: { children: ReactNode }) {
  return <StatusGate rankLevel={useMemberRankLevel()}>{children}</StatusGate>;
}
