import type { STATIC_AVATARS } from '@bet/contracts/identity/member';

type StaticAvatarId = (typeof STATIC_AVATARS)[number];

/**
 * Colours and glyphs of the built-in avatars, drawn inline. Typed against the contract's
 * `STATIC_AVATARS` (a type import: the value would bring zod into this chunk), so the two lists
 * cannot drift.
 */
const STATIC_AVATAR_LOOKS: Record<StaticAvatarId, { background: string; glyph: string }> = {
  a1: { background: '#f5b301', glyph: '♠' },
  a2: { background: '#e74c3c', glyph: '♥' },
  a3: { background: '#3498db', glyph: '♦' },
  a4: { background: '#27ae60', glyph: '♣' },
  a5: { background: '#8e44ad', glyph: '★' },
  a6: { background: '#16a085', glyph: '☀' },
};

export const STATIC_AVATAR_IDS = Object.keys(STATIC_AVATAR_LOOKS) as StaticAvatarId[];

export function StaticAvatar({ id, size }: { id: string; size: number }) {
  const look = STATIC_AVATAR_LOOKS[id as StaticAvatarId] ?? STATIC_AVATAR_LOOKS.a1;
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" className="avatar-image">
      <circle cx="20" cy="20" r="20" fill={look.background} />
      <text x="20" y="27" textAnchor="middle" fontSize="20" fill="#fff">
        {look.glyph}
      </text>
    </svg>
  );
}
