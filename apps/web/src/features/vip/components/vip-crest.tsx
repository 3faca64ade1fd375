import { useId } from 'react';
import { tierOf, type VipTier } from '../lib/vip-format';

/** Each metal's light, mid and dark tone: a picture, the same in both themes. */
const METAL: Record<VipTier, readonly [string, string, string]> = {
  steel: ['#d5dbe6', '#8a93a6', '#4b5263'],
  bronze: ['#ffd3a8', '#d08a4c', '#7a4317'],
  silver: ['#ffffff', '#c3cad6', '#6f7a8c'],
  gold: ['#fff1b8', '#f5b301', '#9a6400'],
  platinum: ['#e4fbff', '#7fd3ee', '#2c7fa3'],
  diamond: ['#f3e2ff', '#b26cf0', '#5a1fa3'],
};

interface VipCrestProps {
  /** The level on the shield, or null for the club's star (a visitor, or while the level loads). */
  level: number | null;
  size?: number;
  className?: string;
}

/**
 * A level's crest: a crowned shield in the level's metal with its number, drawn inline (no image
 * to load, sharp at every size). Decorative: the level's name is always written beside it.
 */
export function VipCrest({ level, size = 64, className }: VipCrestProps) {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const tier = tierOf(level);
  const [light, mid, dark] = METAL[tier];
  const face = `vip-crest-face-${id}`;
  const rim = `vip-crest-rim-${id}`;
  const digits = level === null ? '' : String(level);
  return (
    <svg
      className={['vip-crest', `vip-crest-${tier}`, className].filter(Boolean).join(' ')}
      viewBox="0 0 100 120"
      width={size}
      height={(size * 120) / 100}
      aria-hidden="true"
      focusable="false"
      data-level={level ?? undefined}
    >
      <defs>
        <linearGradient id={rim} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="0.5" stopColor={mid} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
        <linearGradient id={face} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a1f52" />
          <stop offset="1" stopColor="#0f0a24" />
        </linearGradient>
      </defs>
      {/* Laurel leaves behind the shield. */}
      <g fill={mid} opacity="0.85">
        <path d="M14 62c-6-8-7-20-2-30 3 9 6 17 6 27zM12 84c-8-5-11-15-9-26 5 7 9 14 12 23zM22 102c-9-2-14-10-15-20 6 5 11 11 15 20z" />
        <path d="M86 62c6-8 7-20 2-30-3 9-6 17-6 27zM88 84c8-5 11-15 9-26-5 7-9 14-12 23zM78 102c9-2 14-10 15-20-6 5-11 11-15 20z" />
      </g>
      {/* The shield: the metal's rim, a night-blue face. */}
      <path
        d="M50 18l34 12v30c0 26-15 44-34 54C31 104 16 86 16 60V30z"
        fill={`url(#${rim})`}
        stroke={dark}
        strokeWidth="1.5"
      />
      <path d="M50 26l27 9.5V60c0 21-12 36-27 44.5C35 96 23 81 23 60V35.5z" fill={`url(#${face})`} />
      {/* The crown on top. */}
      <path
        d="M30 24l-4-16 12 8 12-14 12 14 12-8-4 16z"
        fill={`url(#${rim})`}
        stroke={dark}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <circle cx="50" cy="6" r="3" fill={light} />
      {digits ? (
        <text
          x="50"
          y="78"
          textAnchor="middle"
          fontSize={digits.length > 1 ? 32 : 38}
          fontWeight="800"
          fontFamily="system-ui, sans-serif"
          fill={light}
          stroke={dark}
          strokeWidth="0.8"
        >
          {digits}
        </text>
      ) : (
        <path
          d="M50 46l5.3 10.8 11.9 1.7-8.6 8.4 2 11.8L50 73.1l-10.6 5.6 2-11.8-8.6-8.4 11.9-1.7z"
          fill={mid}
        />
      )}
    </svg>
  );
}
