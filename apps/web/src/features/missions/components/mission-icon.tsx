import type { ComponentType } from 'react';
import type { MissionTask } from '@bet/contracts/missions/mission-rules';

/*
 * The task's picture on each card, drawn inline (no image files, nothing to load): a stack of
 * coins for bets, a wallet for deposits, a calendar for logins. Flat fills and no SVG ids, so many
 * cards on one page never clash. A picture: the same in the dark and light theme, on its own
 * coloured tile. Decorative: the title next to it says what the mission is.
 */

const GOLD = '#ffd45c';
const GOLD_DARK = '#b87800';
const WHITE = '#ffffff';

function Coins() {
  return (
    <g>
      <ellipse cx="20" cy="33" rx="11" ry="4.5" fill={GOLD_DARK} />
      <rect x="9" y="27" width="22" height="6" fill={GOLD_DARK} />
      <ellipse cx="20" cy="27" rx="11" ry="4.5" fill={GOLD} />
      <ellipse cx="20" cy="25" rx="11" ry="4.5" fill={GOLD_DARK} />
      <rect x="9" y="19" width="22" height="6" fill={GOLD_DARK} />
      <ellipse cx="20" cy="19" rx="11" ry="4.5" fill={GOLD} />
      <circle cx="30" cy="26" r="10" fill={GOLD_DARK} />
      <circle cx="30" cy="24.5" r="10" fill={GOLD} />
      <circle cx="30" cy="24.5" r="6.6" fill="none" stroke={GOLD_DARK} strokeWidth="1.6" opacity="0.7" />
      <path
        d="M30 20v9M27.5 22.2h4a1.8 1.8 0 0 1 0 3.6h-3a1.8 1.8 0 0 0 0 3.6h4"
        stroke={GOLD_DARK}
        strokeWidth="1.4"
        fill="none"
        strokeLinecap="round"
      />
    </g>
  );
}

function Wallet() {
  return (
    <g>
      <rect
        x="7"
        y="13"
        width="26"
        height="8"
        rx="3"
        fill={WHITE}
        opacity="0.55"
        transform="rotate(-12 20 17)"
      />
      <rect x="6" y="16" width="28" height="20" rx="4" fill={WHITE} />
      <rect x="6" y="16" width="28" height="5" rx="2.5" fill="#000" opacity="0.12" />
      <rect x="24" y="23" width="12" height="8" rx="3" fill="#0b7a4b" />
      <circle cx="28.5" cy="27" r="1.8" fill={GOLD} />
      <circle cx="13" cy="10" r="4.5" fill={GOLD_DARK} />
      <circle cx="13" cy="9.2" r="4.5" fill={GOLD} />
    </g>
  );
}

function Calendar() {
  return (
    <g>
      <rect x="7" y="10" width="26" height="25" rx="4" fill={WHITE} />
      <path d="M7 14a4 4 0 0 1 4-4h18a4 4 0 0 1 4 4v4H7z" fill="#e0223f" />
      <rect x="12" y="6.5" width="3" height="7" rx="1.5" fill="#3a3f55" />
      <rect x="25" y="6.5" width="3" height="7" rx="1.5" fill="#3a3f55" />
      <g fill="#3a3f55" opacity="0.35">
        <rect x="11" y="21" width="4" height="3" rx="1" />
        <rect x="18" y="21" width="4" height="3" rx="1" />
        <rect x="11" y="27" width="4" height="3" rx="1" />
      </g>
      <circle cx="27" cy="28" r="6" fill="#16a34a" />
      <path
        d="M24.3 28.2l1.9 1.9 3.6-3.9"
        stroke={WHITE}
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

const DRAWING: Record<MissionTask, ComponentType> = {
  BET: Coins,
  DEPOSITS: Wallet,
  LOGIN_DAYS: Calendar,
};

/** The task's tile: its colours from missions.css (`mission-icon-<task>`), the drawing on top. */
export function MissionIcon({ task }: { task: MissionTask }) {
  const Drawing = DRAWING[task];
  return (
    <span className={`mission-icon mission-icon-${task}`} aria-hidden="true" data-task={task}>
      <svg viewBox="0 0 40 40" width="40" height="40" focusable="false">
        <Drawing />
      </svg>
    </span>
  );
}

/** A small clock before the time left (the text's colour). */
export function ClockIcon() {
  return (
    <svg
      className="mission-clock"
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5V8l2.5 1.6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
