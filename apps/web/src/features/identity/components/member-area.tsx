import type { ReactNode } from 'react';
import { useSession } from '@/shared/session/session-store';
import { useMemberInfo } from '../api/member-info';
import { accountTypeOf, isAgentType } from '../lib/account-type';
import { useRecordLanguageChanges } from '../api/language';
import { useMemberPanels, type MemberPanel } from '../model/member-panels-store';
import { AccountMenu } from './account-menu';
import { LogoutButton } from './logout-button';
import { MemberPanelsHost, type MemberCentreSlotProps, type PlayerRankSlotProps } from './member-panels-host';
import { MemberShortcuts } from './member-shortcuts';
import './member.css';

interface MemberAreaProps {
  /** The balance with its toggle and refresh (composed in `src/app` from the wallet feature). */
  balance: ReactNode;
  onLogout: () => Promise<void>;
  renderMemberCentre: (props: MemberCentreSlotProps) => ReactNode;
  /** The player rank's card (composed in `src/app` from the VIP feature). */
  renderPlayerRank?: (props: PlayerRankSlotProps) => ReactNode;
  /** Badges on the shortcuts and the account menu (the unread message count), composed by src/app. */
  shortcutBadges?: Partial<Record<MemberPanel, ReactNode>>;
  menuBadges?: Partial<Record<MemberPanel, ReactNode>>;
}

/**
 * The header for a member (spec §2): balance, shortcuts, account menu and logout. Loads the
 * member info, and records language switches on the server while logged in.
 */
export function MemberArea(props: MemberAreaProps) {
  const { balance, onLogout, renderMemberCentre, renderPlayerRank, shortcutBadges, menuBadges } = props;
  const info = useMemberInfo();
  useRecordLanguageChanges();
  const nickname = useSession((s) => s.nickname ?? s.account ?? '');
  const type = accountTypeOf(useSession((s) => s.isAgent));
  const openPanel = useMemberPanels((s) => s.open);
  return (
    <div className="member-area" data-testid="member-area">
      {balance}
      <MemberShortcuts isAgent={isAgentType(type)} onOpen={openPanel} badges={shortcutBadges} />
      <AccountMenu
        nickname={nickname}
        hasMemberLabel={(info.data?.memberLabel.length ?? 0) > 0}
        onOpen={openPanel}
        badges={menuBadges}
      />
      <LogoutButton onLogout={onLogout} />
      <MemberPanelsHost renderMemberCentre={renderMemberCentre} renderPlayerRank={renderPlayerRank} />
    </div>
  );
}
