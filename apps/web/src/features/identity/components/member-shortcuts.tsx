import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberPanel } from '../model/member-panels-store';

/** 16-px line icons (SVG paths), so they show the same on every system font. */
const ICONS = {
  deposit: 'M8 2v12M2 8h12',
  security: 'M8 1.5 13.5 3.5v4c0 3.4-2.3 6-5.5 7-3.2-1-5.5-3.6-5.5-7v-4z',
  messages: 'M1.5 3.5h13v9h-13zM1.5 3.5 8 9l6.5-5.5',
  agent: 'M3 14.5V1.5M3 2.5h9l-2 3 2 3H3',
} as const;

const SHORTCUTS = [
  ['deposit', 'depositv2'],
  ['security', 'securityCenter'],
  ['messages', 'messageV2'],
] as const;

const ShortcutIcon = ({ name }: { name: keyof typeof ICONS }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" className="shortcut-icon">
    <path d={ICONS[name]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
  </svg>
);

/** Deposit, security and message shortcuts, plus the agent centre for agent accounts (spec §2). */
export function MemberShortcuts({
  isAgent,
  onOpen,
  badges = {},
}: {
  isAgent: boolean;
  onOpen: (panel: MemberPanel) => void;
  /** A badge over a shortcut (the unread message count), composed by src/app. */
  badges?: Partial<Record<MemberPanel, ReactNode>>;
}) {
  const { t } = useTranslation();
  const shortcuts = isAgent ? [...SHORTCUTS, ['agent', 'agentCentre'] as const] : SHORTCUTS;
  return (
    <nav className="member-shortcuts" aria-label={t('member.shortcuts.label')}>
      {shortcuts.map(([name, panel]) => (
        <button
          key={name}
          type="button"
          className={badges[panel] ? 'member-shortcut has-badge' : 'member-shortcut'}
          onClick={() => onOpen(panel)}
          data-testid={`shortcut-${name}`}
        >
          <ShortcutIcon name={name} />
          <span className="member-shortcut-label">{t(`member.shortcuts.${name}`)}</span>
          {badges[panel]}
        </button>
      ))}
    </nav>
  );
}
