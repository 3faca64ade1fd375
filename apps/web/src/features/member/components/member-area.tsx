import type { ReactNode } from 'react';
import { useSession } from '@/shared/session/session-store';
import { useMemberInfo } from '../api/get-member-info';
import { accountTypeOf, isAgentType } from '../lib/account-type';
import { useRecordLanguageChanges } from '../api/record-language';
import { useMemberPanels } from '../model/member-panels-store';
import { AccountMenu } from './account-menu';
import { BalanceDisplay } from './balance-display';
import { LogoutButton } from './logout-button';
import { MemberPanelsHost } from './member-panels-host';
import { MemberShortcuts } from './member-shortcuts';
import './member.css';

interface MemberAreaProps {
  currencySymbol: string;
  onLogout: () => Promise<void>;
  renderSecurityCentre: (onClose: () => void) => ReactNode;
}

/**
 * The header for a member (spec §2): balance, shortcuts, account menu and logout. Loads the
 * member info, and records language switches on the server while logged in.
 */
export function MemberArea({ currencySymbol, onLogout, renderSecurityCentre }: MemberAreaProps) {
  const info = useMemberInfo();
  useRecordLanguageChanges();
  const nickname = useSession((s) => s.nickname ?? s.account ?? '');
  const type = accountTypeOf(useSession((s) => s.isAgent));
  const openPanel = useMemberPanels((s) => s.open);
  return (
    <div className="member-area" data-testid="member-area">
      <BalanceDisplay currencySymbol={currencySymbol} />
      <MemberShortcuts isAgent={isAgentType(type)} onOpen={openPanel} />
      <AccountMenu
        nickname={nickname}
        hasMemberLabel={(info.data?.memberLabel.length ?? 0) > 0}
        onOpen={openPanel}
      />
      <LogoutButton onLogout={onLogout} />
      <MemberPanelsHost renderSecurityCentre={renderSecurityCentre} />
    </div>
  );
}
