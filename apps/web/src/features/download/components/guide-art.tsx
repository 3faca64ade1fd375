import type { ReactNode } from 'react';

export type GuideArtKind =
  | 'scan'
  | 'tapDownload'
  | 'iosTrust'
  | 'androidAllow'
  | 'androidInstall'
  | 'safariShare'
  | 'addHomeScreen'
  | 'chromeMenu'
  | 'installApp'
  | 'homeScreen';

/** A phone: body, screen, and what the step shows on it (drawn in a 120 × 200 box). */
function Phone({ children }: { children: ReactNode }) {
  return (
    <>
      <rect className="art-body" x="8" y="4" width="104" height="192" rx="16" />
      <rect className="art-screen" x="14" y="16" width="92" height="168" rx="6" />
      <rect className="art-body-detail" x="48" y="8" width="24" height="4" rx="2" />
      {children}
    </>
  );
}

/** Placeholder lines of text on the screen. */
const Lines = ({ y, count = 3 }: { y: number; count?: number }) => (
  <>
    {Array.from({ length: count }, (_, i) => (
      <rect key={i} className="art-line" x="22" y={y + i * 10} width={i % 2 ? 56 : 76} height="4" rx="2" />
    ))}
  </>
);

/** The ring that points at what to tap. */
const Tap = ({ x, y, r = 11 }: { x: number; y: number; r?: number }) => (
  <>
    <circle className="art-tap" cx={x} cy={y} r={r} />
    <circle className="art-tap-dot" cx={x} cy={y} r="3" />
  </>
);

/** An app icon: the site's chip on a rounded square. */
const AppIcon = ({ x, y, s = 22 }: { x: number; y: number; s?: number }) => (
  <>
    <rect className="art-app" x={x} y={y} width={s} height={s} rx={s / 4} />
    <circle className="art-app-mark" cx={x + s / 2} cy={y + s / 2} r={s / 4} />
  </>
);

const SCENES: Record<GuideArtKind, ReactNode> = {
  scan: (
    <Phone>
      <rect className="art-panel" x="30" y="50" width="60" height="60" rx="4" />
      {[0, 1, 2].map((i) => (
        <rect
          key={i}
          className="art-ink"
          x={[36, 68, 36][i]}
          y={[56, 56, 88][i]}
          width="16"
          height="16"
          rx="2"
        />
      ))}
      <rect className="art-ink" x="70" y="90" width="6" height="6" />
      <rect className="art-ink" x="80" y="98" width="6" height="6" />
      <path className="art-accent-line" d="M24 80h72" />
      <Lines y={128} />
    </Phone>
  ),
  tapDownload: (
    <Phone>
      <Lines y={34} />
      <path className="art-accent-line" d="M60 72v34m-14-14 14 14 14-14" />
      <rect className="art-button" x="28" y="124" width="64" height="20" rx="10" />
      <Tap x={60} y={134} />
    </Phone>
  ),
  iosTrust: (
    <Phone>
      {[40, 64, 88].map((y) => (
        <g key={y}>
          <rect className="art-panel" x="20" y={y} width="80" height="18" rx="4" />
          <rect className="art-line" x="26" y={y + 7} width="40" height="4" rx="2" />
        </g>
      ))}
      <rect className="art-panel" x="20" y="120" width="80" height="22" rx="4" />
      <rect className="art-toggle-on" x="72" y="125" width="22" height="12" rx="6" />
      <circle className="art-knob" cx="88" cy="131" r="5" />
      <rect className="art-line" x="26" y="129" width="36" height="4" rx="2" />
      <Tap x={83} y={131} />
    </Phone>
  ),
  androidAllow: (
    <Phone>
      <Lines y={34} count={2} />
      <rect className="art-panel" x="20" y="64" width="80" height="26" rx="4" />
      <rect className="art-line" x="26" y="75" width="38" height="4" rx="2" />
      <rect className="art-toggle-on" x="72" y="71" width="22" height="12" rx="6" />
      <circle className="art-knob" cx="88" cy="77" r="5" />
      <Tap x={83} y={77} />
      <Lines y={108} />
    </Phone>
  ),
  androidInstall: (
    <Phone>
      <rect className="art-dim" x="14" y="16" width="92" height="168" rx="6" />
      <rect className="art-panel" x="20" y="70" width="80" height="64" rx="8" />
      <AppIcon x={28} y={78} s={18} />
      <rect className="art-line" x="52" y="84" width="40" height="4" rx="2" />
      <rect className="art-button" x="56" y="112" width="38" height="14" rx="7" />
      <Tap x={75} y={119} />
    </Phone>
  ),
  safariShare: (
    <Phone>
      <rect className="art-panel" x="20" y="22" width="80" height="12" rx="6" />
      <Lines y={50} count={5} />
      <rect className="art-bar" x="14" y="160" width="92" height="24" />
      {/* the share icon: a box with an arrow out of its top */}
      <path className="art-accent-line" d="M55 166v10h10v-10M60 163v9m-4-5 4-4 4 4" />
      <Tap x={60} y={171} r={12} />
    </Phone>
  ),
  addHomeScreen: (
    <Phone>
      <rect className="art-dim" x="14" y="16" width="92" height="168" rx="6" />
      <rect className="art-panel" x="16" y="92" width="88" height="90" rx="8" />
      {[102, 124, 146].map((y, i) => (
        <g key={y}>
          <rect className="art-line" x="24" y={y + 6} width={i === 1 ? 48 : 36} height="4" rx="2" />
          {i === 1 ? (
            <path className="art-accent-line" d="M82 126h12v12H82zM88 129v6m-3-3h6" />
          ) : (
            <rect className="art-line" x="84" y={y + 3} width="8" height="8" rx="2" />
          )}
        </g>
      ))}
      <Tap x={60} y={132} r={14} />
    </Phone>
  ),
  chromeMenu: (
    <Phone>
      <rect className="art-bar" x="14" y="16" width="92" height="22" />
      <rect className="art-panel" x="20" y="21" width="62" height="12" rx="6" />
      {/* the ⋮ menu */}
      {[21, 27, 33].map((y) => (
        <circle key={y} className="art-ink-accent" cx="95" cy={y} r="2" />
      ))}
      <Tap x={95} y={27} />
      <Lines y={52} count={6} />
    </Phone>
  ),
  installApp: (
    <Phone>
      <rect className="art-panel" x="42" y="30" width="60" height="90" rx="6" />
      {[40, 56, 72, 88, 104].map((y, i) => (
        <rect
          key={y}
          className={i === 2 ? 'art-accent-fill' : 'art-line'}
          x="50"
          y={y}
          width={i === 2 ? 44 : 34}
          height="5"
          rx="2"
        />
      ))}
      <Tap x={72} y={74} />
    </Phone>
  ),
  homeScreen: (
    <Phone>
      {[0, 1, 2, 3].map((col) =>
        [0, 1, 2].map((row) =>
          col === 1 && row === 1 ? null : (
            <rect
              key={`${col}${row}`}
              className="art-app-other"
              x={22 + col * 21}
              y={36 + row * 28}
              width="14"
              height="14"
              rx="4"
            />
          ),
        ),
      )}
      <AppIcon x={40} y={61} s={20} />
      <Tap x={50} y={71} r={15} />
    </Phone>
  ),
};

/** The picture of one installation step: a phone with what to tap ringed (decorative). */
export function GuideArt({ kind }: { kind: GuideArtKind }) {
  return (
    <svg
      className="guide-art"
      viewBox="0 0 120 200"
      width="96"
      height="160"
      aria-hidden="true"
      focusable="false"
    >
      {SCENES[kind]}
    </svg>
  );
}
