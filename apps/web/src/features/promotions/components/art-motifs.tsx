import type { ComponentType } from 'react';
import type { PromotionArt } from '@bet/contracts/promotions/promotion-rules';

/*
 * The drawings of the card art, one per `art` value (no image files: every promotion has a picture
 * whatever the operator uploads). Flat fills with opacity and no gradient ids, so many cards on one
 * page never share or clash on an SVG id. Drawn in a 160×120 box on the art's right-hand side.
 */

const GOLD = '#ffd45c';
const GOLD_DARK = '#b87800';
const WHITE = '#ffffff';

function Sparkles() {
  return (
    <g fill={WHITE}>
      <path d="M18 22l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" opacity="0.85" />
      <path d="M140 14l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5z" opacity="0.7" />
      <circle cx="150" cy="96" r="2.5" opacity="0.6" />
      <circle cx="30" cy="100" r="2" opacity="0.5" />
    </g>
  );
}

function Coin({ x, y, r = 14 }: { x: number; y: number; r?: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={GOLD_DARK} />
      <circle cx={x} cy={y - 2} r={r} fill={GOLD} />
      <circle cx={x} cy={y - 2} r={r * 0.68} fill="none" stroke={GOLD_DARK} strokeWidth="2" opacity="0.6" />
    </g>
  );
}

/** A gift box with a bow: the welcome bonus. */
function Gift() {
  return (
    <g>
      <rect x="52" y="56" width="72" height="52" rx="5" fill="#c8102e" />
      <rect x="46" y="42" width="84" height="18" rx="4" fill="#e0223f" />
      <rect x="82" y="42" width="12" height="66" fill={GOLD} />
      <path d="M88 42c-10-18-32-16-28-4 3 8 18 6 28 4z" fill={GOLD} />
      <path d="M88 42c10-18 32-16 28-4-3 8-18 6-28 4z" fill={GOLD} />
      <rect x="52" y="60" width="72" height="6" fill="#000" opacity="0.18" />
    </g>
  );
}

/** Two arrows around a coin: the reload bonus. */
function Reload() {
  return (
    <g fill="none" stroke={WHITE} strokeWidth="7" strokeLinecap="round" opacity="0.9">
      <path d="M52 62a38 38 0 0 1 64-26" />
      <path d="M124 58a38 38 0 0 1-64 26" />
      <path d="M108 26l10 10-13 4" strokeLinejoin="round" />
      <path d="M68 94l-10-10 13-4" strokeLinejoin="round" />
      <Coin x={88} y={62} r={18} />
    </g>
  );
}

/** A ticket with its tear-off line and a percent sign: the bonus code. */
function Ticket() {
  return (
    <g transform="translate(-8 0) rotate(-12 90 64)">
      <path d="M40 38h100v18a8 8 0 0 0 0 16v18H40V72a8 8 0 0 0 0-16z" fill={WHITE} opacity="0.95" />
      <path d="M112 40v50" stroke="#7c3aed" strokeWidth="2.5" strokeDasharray="4 4" />
      <g fill="#7c3aed">
        <circle cx="64" cy="54" r="6" />
        <circle cx="88" cy="76" r="6" />
        <path d="M90 48l5 3-28 32-5-3z" />
      </g>
      <rect x="118" y="52" width="12" height="26" rx="3" fill={GOLD} />
    </g>
  );
}

/** A stack of coins and a return arrow: cashback. */
function Cashback() {
  return (
    <g>
      <Coin x={100} y={98} r={20} />
      <Coin x={100} y={86} r={20} />
      <Coin x={100} y={74} r={20} />
      <Coin x={62} y={92} r={15} />
      <path d="M132 40a30 30 0 0 0-52-8" fill="none" stroke={WHITE} strokeWidth="6" strokeLinecap="round" />
      <path d="M74 20l4 14 14-4" fill="none" stroke={WHITE} strokeWidth="6" strokeLinecap="round" />
    </g>
  );
}

/** A crown with jewels: VIP. */
function Crown() {
  return (
    <g>
      <path d="M44 92l-6-50 28 24 22-36 22 36 28-24-6 50z" fill={GOLD} />
      <path d="M44 92h88v12H44z" fill={GOLD_DARK} />
      <circle cx="88" cy="74" r="7" fill="#c8102e" />
      <circle cx="62" cy="80" r="5" fill="#1d9bf0" />
      <circle cx="114" cy="80" r="5" fill="#1d9bf0" />
      <g fill={WHITE}>
        <circle cx="38" cy="40" r="5" />
        <circle cx="88" cy="28" r="5" />
        <circle cx="138" cy="40" r="5" />
      </g>
    </g>
  );
}

/** A clipboard with a written form, an attached picture and a green tick: the application. */
function Clipboard() {
  return (
    <g>
      <rect x="50" y="22" width="74" height="92" rx="8" fill="#7a4a1c" />
      <rect x="58" y="32" width="58" height="74" rx="3" fill={WHITE} opacity="0.96" />
      <rect x="73" y="14" width="28" height="16" rx="5" fill={GOLD} />
      <circle cx="87" cy="19" r="3" fill={GOLD_DARK} />
      <g fill="#94a3b8">
        <rect x="66" y="42" width="40" height="5" rx="2.5" />
        <rect x="66" y="52" width="32" height="5" rx="2.5" />
        <rect x="66" y="62" width="36" height="5" rx="2.5" />
      </g>
      <rect x="66" y="74" width="24" height="20" rx="2" fill="#bfdbfe" />
      <path d="M66 94l8-10 6 6 4-4 6 8z" fill="#2563eb" opacity="0.8" />
      <circle cx="84" cy="79" r="2.5" fill={GOLD} />
      <circle cx="120" cy="94" r="18" fill="#16a34a" />
      <path
        d="M111 94l6 6 12-13"
        fill="none"
        stroke={WHITE}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** The lucky wheel's eight segments, alternately red and gold, around (88, 60). */
const WHEEL_SEGMENTS = Array.from({ length: 8 }, (_, i) => {
  const at = (angle: number) =>
    `${(88 + 40 * Math.sin(angle)).toFixed(2)} ${(60 - 40 * Math.cos(angle)).toFixed(2)}`;
  return `M88 60L${at((i * Math.PI) / 4)}A40 40 0 0 1 ${at(((i + 1) * Math.PI) / 4)}Z`;
});

/** A prize wheel on its stand, with its pointer at the top: the lucky wheel. */
function Wheel() {
  return (
    <g>
      <path d="M74 100h28l8 14H66z" fill={GOLD_DARK} />
      <circle cx="88" cy="60" r="46" fill={GOLD_DARK} />
      <circle cx="88" cy="60" r="43" fill={WHITE} />
      {WHEEL_SEGMENTS.map((d, i) => (
        <path key={i} d={d} fill={i % 2 === 0 ? '#c8102e' : GOLD} />
      ))}
      <g fill={WHITE}>
        {Array.from({ length: 8 }, (_, i) => (
          <circle
            key={i}
            cx={(88 + 44.5 * Math.sin((i * Math.PI) / 4)).toFixed(2)}
            cy={(60 - 44.5 * Math.cos((i * Math.PI) / 4)).toFixed(2)}
            r="2"
          />
        ))}
      </g>
      <circle cx="88" cy="60" r="9" fill={GOLD} stroke={GOLD_DARK} strokeWidth="3" />
      <path d="M80 8h16l-8 16z" fill={WHITE} stroke={GOLD_DARK} strokeWidth="2" strokeLinejoin="round" />
    </g>
  );
}

/** A red envelope, one flat face with its flap and gold seal, at (x, y), turned by `tilt` degrees. */
function RedEnvelope({ x, y, scale = 1, tilt = 0 }: { x: number; y: number; scale?: number; tilt?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${tilt}) scale(${scale})`}>
      <rect x="-22" y="-30" width="44" height="60" rx="5" fill="#c8102e" />
      <path d="M-22-25a5 5 0 0 1 5-5h34a5 5 0 0 1 5 5v10L0 0l-22-15z" fill="#e0223f" />
      <path d="M-22-15L0 0l22-15" fill="none" stroke="#8a0a1f" strokeWidth="1.5" opacity="0.6" />
      <circle r="8" fill={GOLD} stroke={GOLD_DARK} strokeWidth="2" />
      <path d="M0-4v8M-4 0h8" stroke={GOLD_DARK} strokeWidth="2" strokeLinecap="round" />
    </g>
  );
}

/** Red envelopes falling, the big one in front, gold coins among them: the red-envelope rain. */
function EnvelopeRain() {
  return (
    <g>
      <RedEnvelope x={44} y={34} scale={0.5} tilt={-18} />
      <RedEnvelope x={136} y={28} scale={0.45} tilt={16} />
      <RedEnvelope x={128} y={92} scale={0.5} tilt={-10} />
      <Coin x={52} y={96} r={9} />
      <Coin x={140} y={60} r={7} />
      <RedEnvelope x={90} y={66} scale={1.05} tilt={8} />
    </g>
  );
}

/** A lottery ball: its colour, a white disc where its number would be, and a glint. */
function Ball({ x, y, r = 7, fill }: { x: number; y: number; r?: number; fill: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={fill} />
      <circle cx={x} cy={y} r={r * 0.45} fill={WHITE} opacity="0.9" />
      <circle cx={x - r * 0.45} cy={y - r * 0.5} r={r * 0.22} fill={WHITE} opacity="0.8" />
    </g>
  );
}

/** The drum's balls, resting in its lower half: (x, y, colour). */
const DRUM_BALLS: [number, number, string][] = [
  [72, 76, '#c8102e'],
  [87, 81, GOLD],
  [102, 76, '#1d9bf0'],
  [79, 64, '#16a34a'],
  [95, 65, '#c8102e'],
  [110, 62, GOLD],
];

/**
 * A lottery drum on its stand, balls inside its cage and a crank at its side, the drawn ball in
 * front and an entry ticket beside it: the prize draw.
 */
function RaffleDrum() {
  return (
    <g>
      <path d="M64 112L88 58l24 54" fill="none" stroke={GOLD_DARK} strokeWidth="6" strokeLinejoin="round" />
      <rect x="54" y="108" width="68" height="8" rx="3" fill={GOLD_DARK} />
      <circle cx="88" cy="54" r="38" fill={WHITE} opacity="0.2" />
      {DRUM_BALLS.map(([x, y, fill]) => (
        <Ball key={`${x}-${y}`} x={x} y={y} fill={fill} />
      ))}
      <g fill="none" stroke={GOLD} strokeWidth="2.5">
        <ellipse cx="88" cy="54" rx="17" ry="38" />
        <path d="M50 54h76" />
      </g>
      <circle cx="88" cy="54" r="38" fill="none" stroke={GOLD} strokeWidth="4" />
      <circle cx="88" cy="54" r="6" fill={GOLD} stroke={GOLD_DARK} strokeWidth="2.5" />
      <path
        d="M126 54h14v16"
        fill="none"
        stroke={GOLD_DARK}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="140" cy="72" r="5" fill="#c8102e" />
      <g transform="rotate(-14 136 100)">
        <path d="M120 90h32v6a4 4 0 0 0 0 8v6h-32v-6a4 4 0 0 0 0-8z" fill={WHITE} opacity="0.95" />
        <path d="M130 91v18" stroke="#db2777" strokeWidth="1.5" strokeDasharray="2 2" />
        <rect x="135" y="96" width="12" height="3" rx="1.5" fill="#db2777" />
        <rect x="135" y="101" width="8" height="3" rx="1.5" fill="#db2777" opacity="0.6" />
      </g>
      <Ball x={50} y={104} r={10} fill="#c8102e" />
    </g>
  );
}

const MOTIFS: Record<PromotionArt, ComponentType> = {
  welcome: Gift,
  reload: Reload,
  code: Ticket,
  cashback: Cashback,
  vip: Crown,
  apply: Clipboard,
  wheel: Wheel,
  envelope: EnvelopeRain,
  raffle: RaffleDrum,
};

export function ArtMotif({ art }: { art: PromotionArt }) {
  const Motif = MOTIFS[art];
  return (
    <svg className="promo-art-motif" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <Sparkles />
      <Motif />
    </svg>
  );
}
