import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberPanel } from '../model/member-panels-store';
import { MemberAvatar } from './member-avatar';

type MenuEntry = readonly [label: string, panel: MemberPanel];

/**
 * The header's account menu (spec §2): security centre by default, player rank only with a label;
 * responsible gaming (issue 20) for every member.
 */
const ENTRIES: readonly MenuEntry[] = [
  ['myAccount', 'securityCenter'],
  ['accountRecord', 'transactionHistory'],
  ['bettingRecord', 'personalHistoryCopy'],
  ['deposit', 'depositv2'],
  ['securityCentre', 'securityCenter'],
  ['messageCentre', 'messageV2'],
  ['responsibleGaming', 'responsibleGaming'],
];

interface AccountMenuProps {
  nickname: string;
  hasMemberLabel: boolean;
  onOpen: (panel: MemberPanel) => void;
  /** A badge after an entry (the unread message count), composed by src/app. */
  badges?: Partial<Record<MemberPanel, ReactNode>>;
}

/** A menu button with the avatar and nickname; Escape, a click outside or a choice closes it. */
export function AccountMenu({ nickname, hasMemberLabel, onOpen, badges = {} }: AccountMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const entries: readonly MenuEntry[] = hasMemberLabel ? [...ENTRIES, ['playerRank', 'playerRank']] : ENTRIES;

  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      rootRef.current?.querySelector<HTMLElement>('button')?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        type="button"
        className="account-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        data-testid="account-menu-button"
      >
        <MemberAvatar name={nickname} />
        <span className="account-name" data-testid="member-nickname">
          {nickname}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul
          ref={listRef}
          id={menuId}
          role="menu"
          aria-label={t('member.menu.label')}
          className="account-menu-list"
          data-testid="account-menu"
          onKeyDown={onMenuKeyDown}
        >
          {entries.map(([label, panel]) => (
            <li key={label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                data-testid={`account-menu-${label}`}
                onClick={() => {
                  setOpen(false);
                  onOpen(panel);
                }}
              >
                {t(`member.menu.${label}`)}
                {badges[panel]}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
