import type { ReactNode } from 'react';
import { useMemberRankLevel } from '@/features/identity/model/use-member-rank-level';
import { StatusGate } from '@/features/system/components/status-gate';

/** The status gate, told the member's rank so its Contact Us opens the VIP line for VIP 5 and up. */
export function MemberStatusGate({ children }: { children: ReactNode }) {
  return <StatusGate rankLevel={useMemberRankLevel()}>{children}</StatusGate>;
}
