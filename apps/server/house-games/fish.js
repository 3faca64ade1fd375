// @ts-check
/* global ResizeObserver, document, requestAnimationFrame, window */
// "Ocean Hunter", the house fish-shooting game. The sea is only a picture: every shot is one
// round on the game server (POST /hv/game/shoot with the fish's target id and the bet), which
// alone decides whether the fish is caught and what it pays; the page shows that answer.
import {
  api,
  betStepper,
  betSteps,
  errorText,
  formatMoney,
  GameError,
  gameHeader,
  gameRoot,
  h,
  isPaused,
  remember,
  statusLine,
} from './hv-client.js';
import { t } from './hv-i18n.js';
import { CREATURES, drawCreature } from './fish-art.js';

// Mirrors FISH_TARGETS of apps/server/src/modules/house-vendor/games/fish.ts (ids and
// multipliers) and FISH_RTP; change them together.
const TARGETS = [
  { id: 'CLOWNFISH', multiplier: 2 },
  { id: 'PUFFERFISH', multiplier: 3 },
  { id: 'LIONFISH', multiplier: 5 },
  { id: 'TURTLE', multiplier: 10 },
  { id: 'STINGRAY', multiplier: 20 },
  { id: 'SHARK', multiplier: 50 },
  { id: 'WHALE', multiplier: 100 },
  { id: 'GOLDEN_DRAGON', multiplier: 300, boss: true },
];
const FISH_RTP = '96 %';
/** @typedef {(typeof TARGETS)[number]} Target */

/** At most ~5 shots a second from this page. */
const SHOT_GAP_MS = 200;
const MAX_IN_FLIGHT = 6;
const BULLET_SPEED = 1100; // CSS px per second

/** @param {string} id */
const fishName = (id) => t(`fishname.${id}`);
/** @param {number} a @param {number} b */
const rand = (a, b) => a + Math.random() * (b - a);

const state = {
  ready: false,
  ended: false,
  demo: false,
  /** @type {{ min: bigint, max: bigint } | null} */
  limits: null,
  lastShot: -Infinity,
  inFlight: 0,
  /** The newest round whose balance is shown (round ids grow), so late answers never win. */
  shownRound: -1n,
};

// ---------------------------------------------------------------------------------------------
// Page

const root = gameRoot();
const header = gameHeader(t('fish.title'));
const status = statusLine();
const canvas = h('canvas', { role: 'img', 'aria-label': t('fish.seaLabel') });
const stepper = betStepper({
  label: t('fish.bet'),
  id: 'hv-shot-bet',
  onChange: (bet) => remember.set('fish.bet', bet),
});
// The bet sits on the sea, in a corner clear of the cannon, so the sea can take the height.
const sea = h('section', { class: 'hv-sea' }, canvas, h('div', { class: 'hv-hud' }, stepper.el));

const targetButtons = TARGETS.map((target) => {
  const icon = h('canvas', { class: 'hv-target__icon', width: 88, height: 64, 'aria-hidden': 'true' });
  const button = h(
    'button',
    {
      type: 'button',
      class: `hv-target${target.boss ? ' hv-target--boss' : ''}`,
      'aria-label': t('fish.shootAt', { fish: fishName(target.id), mult: target.multiplier }),
      onclick: () => shootKind(target),
    },
    icon,
    h('span', { class: 'hv-target__name' }, fishName(target.id)),
    h('span', { class: 'hv-target__mult' }, `×${target.multiplier}`),
  );
  const ctx = /** @type {CanvasRenderingContext2D} */ (icon.getContext('2d'));
  drawCreature(ctx, target.id, 44, 32, target.boss ? 80 : target.id === 'STINGRAY' ? 60 : 70, 0.6);
  return button;
});
const targets = h(
  'section',
  { class: 'hv-targets', 'aria-labelledby': 'hv-targets-title' },
  h('h2', { id: 'hv-targets-title' }, t('fish.targets')),
  h('p', { class: 'hv-hint' }, t('fish.hint')),
  h(
    'ul',
    { class: 'hv-target-list' },
    targetButtons.map((b) => h('li', {}, b)),
  ),
);
const rules = h(
  'p',
  { class: 'hv-rules hv-rules--small' },
  `${t('fish.rules')} ${t('common.rtp', { rtp: FISH_RTP })}`,
);

root.append(header.el, sea, status.el, targets, rules);
status.show(t('common.loading'));

function setEnabled() {
  const on = state.ready && !state.ended;
  for (const b of targetButtons) b.disabled = !on;
  stepper.setDisabled(!on);
}
setEnabled();

// ---------------------------------------------------------------------------------------------
// The sea: size, creatures, bullets, effects

/**
 * @typedef {{ kind: Target, dir: number, x: number, y: number, baseY: number, speed: number, amp: number,
 *   freq: number, phase: number, age: number, fadeIn: number, flash: number, dying: number,
 *   dead: boolean }} Fish  dying: seconds since caught, -1 while alive
 * @typedef {{ fish: Fish, bet: bigint, x: number, y: number, arrived: boolean, waited: number,
 *   result: import('./hv-client.js').Round | undefined, error: unknown, done: boolean }} Shot
 * @typedef {{ x: number, y: number, age: number, life: number }} At
 * @typedef {At & ({ type: 'ripple' | 'fizzle' | 'splash' }
 *   | { type: 'coin', vx: number, vy: number, r: number, spin: number }
 *   | { type: 'burst', r: number }
 *   | { type: 'text', text: string, big: boolean })} Effect
 */

const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
let W = 0;
let H = 0;
let dpr = 1;
/** @type {Fish[]} */
const fish = [];
/** @type {Shot[]} */
const shots = [];
/** @type {Effect[]} */
const effects = [];
/** @type {{ x: number, y: number, r: number, v: number }[]} */
const bubbles = [];
let clock = 0;
let nextSpawn = 0;
let aim = -Math.PI / 2;

const unit = () => Math.min(W, H * 1.1);
/** @param {string} id */
const lengthOf = (id) => CREATURES[id].size * unit();
const cannon = () => ({ x: W / 2, y: H + unit() * 0.02, r: unit() * 0.075, barrel: unit() * 0.12 });

function resize() {
  const rect = sea.getBoundingClientRect();
  const w = Math.max(1, Math.round(rect.width));
  const hh = Math.max(1, Math.round(rect.height));
  dpr = Math.min(3, window.devicePixelRatio || 1);
  if (W && H) {
    for (const f of fish) {
      f.x *= w / W;
      f.baseY *= hh / H;
    }
  }
  W = w;
  H = hh;
  canvas.width = Math.round(W * dpr);
  canvas.height = Math.round(H * dpr);
}
new ResizeObserver(resize).observe(sea);
resize();

function pickKind() {
  const dragonOut = fish.some((f) => f.kind.id === 'GOLDEN_DRAGON' && !f.dead);
  const pool = TARGETS.filter((k) => !(k.boss && dragonOut));
  let roll = Math.random() * pool.reduce((sum, k) => sum + CREATURES[k.id].weight, 0);
  for (const k of pool) if ((roll -= CREATURES[k.id].weight) < 0) return k;
  return pool[0];
}

/**
 * A creature swimming in from one side, or (inside) already somewhere in the sea.
 * @param {Target} kind
 */
function spawn(kind, inside = false) {
  const L = lengthOf(kind.id);
  const dir = Math.random() < 0.5 ? 1 : -1;
  const c = CREATURES[kind.id];
  /** @type {Fish} */
  const f = {
    kind,
    dir,
    x: inside ? rand(W * 0.12, W * 0.88) : dir > 0 ? -L * 0.7 : W + L * 0.7,
    baseY: rand(H * 0.1 + L * 0.25, H * 0.68),
    speed: c.speed * W * rand(0.8, 1.2) * (W < 500 ? 1.3 : 1),
    amp: rand(0.02, 0.06) * H,
    freq: rand(0.4, 0.9),
    phase: rand(0, Math.PI * 2),
    age: 0,
    fadeIn: inside ? 0.6 : 0,
    flash: 0,
    dying: -1,
    dead: false,
    y: 0,
  };
  f.y = f.baseY;
  fish.push(f);
  return f;
}

function population() {
  return Math.min(12, 6 + Math.floor((W * H) / 110_000));
}

/** @param {number} px @param {number} py */
function hitTest(px, py) {
  /** @type {Fish | null} */
  let best = null;
  let bestD = Infinity;
  for (const f of fish) {
    if (f.dying >= 0 || f.dead) continue;
    const L = lengthOf(f.kind.id);
    const rx = L * 0.5 + 10;
    const ry = L * CREATURES[f.kind.id].hitY + 10;
    const d = ((px - f.x) / rx) ** 2 + ((py - f.y) / ry) ** 2;
    if (d <= 1 && d < bestD) {
      best = f;
      bestD = d;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Shooting

/** @param {Fish} f */
function fire(f) {
  if (!state.ready || state.ended) return;
  const now = performance.now();
  if (now - state.lastShot < SHOT_GAP_MS || state.inFlight >= MAX_IN_FLIGHT) return;
  const bet = stepper.value();
  if (bet === undefined) return;
  state.lastShot = now;
  const c = cannon();
  aim = Math.atan2(f.y - c.y, f.x - c.x);
  /** @type {Shot} */
  const shot = {
    fish: f,
    bet,
    x: c.x + Math.cos(aim) * c.barrel,
    y: c.y + Math.sin(aim) * c.barrel,
    arrived: false,
    waited: 0,
    result: undefined,
    error: undefined,
    done: false,
  };
  shots.push(shot);
  state.inFlight++;
  api
    .shoot(bet, f.kind.id)
    .then(
      (value) => (shot.result = value),
      (error) => (shot.error = error),
    )
    .finally(() => state.inFlight--);
}

/**
 * The keyboard way: shoot the nearest creature of a kind, bringing one in when none is out.
 * @param {Target} kind
 */
function shootKind(kind) {
  if (!state.ready || state.ended) return;
  const c = cannon();
  const visible = fish.filter((f) => f.kind.id === kind.id && f.dying < 0 && !f.dead && f.x > 0 && f.x < W);
  visible.sort((a, b) => Math.hypot(a.x - c.x, a.y - c.y) - Math.hypot(b.x - c.x, b.y - c.y));
  fire(visible[0] ?? spawn(kind, true));
}

canvas.addEventListener('pointerdown', (event) => {
  const rect = canvas.getBoundingClientRect();
  const x = event.clientX - rect.left;
  const y = event.clientY - rect.top;
  const f = hitTest(x, y);
  if (f) fire(f);
  else effects.push({ type: 'ripple', x, y, age: 0, life: 0.5 });
});

/** @param {import('./hv-client.js').Round} result */
function showBalance(result) {
  const round = BigInt(result.roundId);
  if (round > state.shownRound) {
    state.shownRound = round;
    header.setBalance(result.balance);
  }
}

/**
 * Shows a shot's answer once its bullet has reached the fish.
 * @param {Shot} shot
 */
function settle(shot) {
  shot.done = true;
  const f = shot.fish;
  if (shot.error) {
    effects.push({ type: 'fizzle', x: shot.x, y: shot.y, age: 0, life: 0.4 });
    if (shot.error instanceof GameError && shot.error.code === 'game.session.invalid') {
      state.ended = true;
      setEnabled();
    }
    status.show(errorText(shot.error, state.limits), 'error');
    if (shot.error instanceof GameError && shot.error.code === 'balance.insufficient') void refreshBalance();
    return;
  }
  // settled without an error: the answer is there
  const result = /** @type {import('./hv-client.js').Round} */ (shot.result);
  showBalance(result);
  const outcome = result.outcome;
  if (outcome.captured) {
    if (f.dying < 0) f.dying = 0;
    const L = lengthOf(f.kind.id);
    const coins = Math.min(28, 6 + Math.round(Math.log2(outcome.multiplier) * 3));
    for (let i = 0; i < coins; i++) {
      const a = rand(0, Math.PI * 2);
      const v = rand(0.4, 1) * unit() * 0.6;
      effects.push({
        type: 'coin',
        x: f.x,
        y: f.y,
        vx: Math.cos(a) * v,
        vy: Math.sin(a) * v - unit() * 0.3,
        age: 0,
        life: rand(0.9, 1.4),
        r: Math.max(4, L * 0.05),
        spin: rand(0, 6),
      });
    }
    effects.push({ type: 'burst', x: f.x, y: f.y, age: 0, life: 0.5, r: L * 0.6 });
    effects.push({
      type: 'text',
      x: f.x,
      y: f.y - L * 0.2,
      text: `+${formatMoney(outcome.win)}`,
      age: 0,
      life: 1.6,
      big: outcome.multiplier >= 50,
    });
    status.show(t('fish.captured', { fish: fishName(f.kind.id), amount: formatMoney(outcome.win) }), 'win');
  } else {
    f.flash = 0.18;
    effects.push({ type: 'splash', x: shot.x, y: shot.y, age: 0, life: 0.45 });
    status.show(t('fish.missed', { fish: fishName(f.kind.id) }));
  }
}

// ---------------------------------------------------------------------------------------------
// The frame loop

/** @param {number} dt seconds since the last frame */
function update(dt) {
  clock += dt;
  for (const f of fish) {
    f.age += dt;
    if (f.dying >= 0) {
      f.dying += dt;
      if (f.dying > 0.55) f.dead = true;
      continue;
    }
    f.x += f.dir * f.speed * dt;
    f.y = f.baseY + Math.sin(f.phase + f.age * f.freq * Math.PI * 2) * f.amp;
    if (f.flash > 0) f.flash -= dt;
    const L = lengthOf(f.kind.id);
    if ((f.dir > 0 && f.x > W + L) || (f.dir < 0 && f.x < -L)) f.dead = true;
  }
  // a creature leaves the list once it is gone and no bullet still flies at it
  for (let i = fish.length - 1; i >= 0; i--)
    if (fish[i].dead && !shots.some((s) => s.fish === fish[i] && !s.done)) fish.splice(i, 1);

  nextSpawn -= dt;
  if (nextSpawn <= 0 && fish.filter((f) => !f.dead).length < population()) {
    spawn(pickKind());
    nextSpawn = rand(0.5, 1.4);
  }

  for (const shot of shots) {
    if (shot.done) continue;
    if (!shot.arrived) {
      const dx = shot.fish.x - shot.x;
      const dy = shot.fish.y - shot.y;
      const d = Math.hypot(dx, dy);
      const step = BULLET_SPEED * dt;
      if (d <= step) {
        shot.x = shot.fish.x;
        shot.y = shot.fish.y;
        shot.arrived = true;
      } else {
        shot.x += (dx / d) * step;
        shot.y += (dy / d) * step;
      }
    } else {
      shot.waited += dt;
      shot.x = shot.fish.x;
      shot.y = shot.fish.y;
    }
    if (shot.arrived && (shot.result !== undefined || shot.error !== undefined)) settle(shot);
  }
  for (let i = shots.length - 1; i >= 0; i--) if (shots[i].done) shots.splice(i, 1);

  for (const e of effects) {
    e.age += dt;
    if (e.type === 'coin') {
      e.x += e.vx * dt;
      e.y += e.vy * dt;
      e.vy += unit() * 1.2 * dt;
      e.vx *= 0.98;
    } else if (e.type === 'text') {
      e.y -= unit() * 0.12 * dt;
    }
  }
  for (let i = effects.length - 1; i >= 0; i--) if (effects[i].age >= effects[i].life) effects.splice(i, 1);

  if (bubbles.length < 18 && Math.random() < dt * 4)
    bubbles.push({ x: rand(0, W), y: H + 10, r: rand(1.5, 4.5), v: rand(20, 50) });
  for (const b of bubbles) b.y -= b.v * dt;
  for (let i = bubbles.length - 1; i >= 0; i--) if (bubbles[i].y < -10) bubbles.splice(i, 1);
}

function drawScene() {
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, W, H);

  // light rays and sea floor
  ctx.fillStyle = 'rgba(255, 255, 255, 0.05)';
  for (let i = 0; i < 4; i++) {
    const x = ((i + 0.5) / 4) * W + Math.sin(clock * 0.3 + i) * W * 0.04;
    ctx.beginPath();
    ctx.moveTo(x - W * 0.03, 0);
    ctx.lineTo(x + W * 0.03, 0);
    ctx.lineTo(x + W * 0.12, H);
    ctx.lineTo(x - W * 0.02, H);
    ctx.fill();
  }
  ctx.fillStyle = 'rgba(222, 190, 120, 0.35)';
  ctx.beginPath();
  ctx.moveTo(0, H);
  for (let x = 0; x <= W; x += 20) ctx.lineTo(x, H - 14 - Math.sin(x * 0.02) * 6);
  ctx.lineTo(W, H);
  ctx.fill();
  ctx.strokeStyle = 'rgba(60, 170, 90, 0.6)';
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  for (const base of [0.06, 0.1, 0.86, 0.92]) {
    const x0 = base * W;
    ctx.beginPath();
    ctx.moveTo(x0, H);
    for (let k = 1; k <= 6; k++)
      ctx.lineTo(x0 + Math.sin(clock * 1.2 + k * 0.8 + base * 10) * 6, H - k * H * 0.035);
    ctx.stroke();
  }
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.35)';
  ctx.lineWidth = 1;
  for (const b of bubbles) {
    ctx.beginPath();
    ctx.arc(b.x + Math.sin(b.y * 0.05) * 3, b.y, b.r, 0, Math.PI * 2);
    ctx.stroke();
  }

  // creatures, bigger ones behind
  const order = [...fish].sort((a, b) => b.kind.multiplier - a.kind.multiplier);
  for (const f of order) {
    if (f.dead) continue;
    const L = lengthOf(f.kind.id);
    let alpha = f.fadeIn > 0 ? Math.min(1, f.age / f.fadeIn) : 1;
    let size = L;
    if (f.dying >= 0) {
      alpha = Math.max(0, 1 - f.dying / 0.55);
      size = L * (1 + f.dying * 0.8);
    }
    drawCreature(ctx, f.kind.id, f.x, f.y, size, clock + f.phase, f.dir, alpha);
    if (f.flash > 0) {
      ctx.fillStyle = 'rgba(255, 255, 255, 0.35)';
      ctx.beginPath();
      ctx.ellipse(f.x, f.y, L * 0.45, L * CREATURES[f.kind.id].hitY, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    if (f.dying < 0) {
      const label = `×${f.kind.multiplier}`;
      ctx.font = `800 ${Math.max(11, Math.round(unit() * (f.kind.boss ? 0.045 : 0.03)))}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'top';
      ctx.lineWidth = 3;
      ctx.strokeStyle = 'rgba(0, 0, 0, 0.7)';
      ctx.fillStyle = f.kind.boss ? '#ffd54f' : '#ffffff';
      ctx.globalAlpha = alpha;
      const ly = f.y + L * Math.min(0.3, CREATURES[f.kind.id].hitY) + 2;
      ctx.strokeText(label, f.x, ly);
      ctx.fillText(label, f.x, ly);
      ctx.globalAlpha = 1;
    }
  }

  // shots: bullets in flight, a net around the fish while the server answers
  for (const shot of shots) {
    if (!shot.arrived) {
      ctx.fillStyle = '#ffe082';
      ctx.shadowColor = '#ffca28';
      ctx.shadowBlur = 10;
      ctx.beginPath();
      ctx.arc(shot.x, shot.y, Math.max(3, unit() * 0.01), 0, Math.PI * 2);
      ctx.fill();
      ctx.shadowBlur = 0;
    } else {
      const r = lengthOf(shot.fish.kind.id) * 0.35;
      ctx.strokeStyle = 'rgba(255, 236, 179, 0.9)';
      ctx.lineWidth = 2;
      ctx.setLineDash([5, 4]);
      ctx.lineDashOffset = -clock * 40;
      ctx.beginPath();
      ctx.arc(shot.x, shot.y, r, 0, Math.PI * 2);
      ctx.stroke();
      ctx.setLineDash([]);
    }
  }

  for (const e of effects) {
    const p = e.age / e.life;
    if (e.type === 'coin') {
      const squash = Math.abs(Math.cos(e.spin + e.age * 10));
      ctx.globalAlpha = Math.min(1, (1 - p) * 2);
      ctx.fillStyle = '#ffc107';
      ctx.strokeStyle = '#a86f00';
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.ellipse(e.x, e.y, e.r * Math.max(0.2, squash), e.r, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = '#fff3c4';
      ctx.beginPath();
      ctx.ellipse(
        e.x - e.r * 0.25 * squash,
        e.y - e.r * 0.3,
        e.r * 0.25 * squash,
        e.r * 0.25,
        0,
        0,
        Math.PI * 2,
      );
      ctx.fill();
      ctx.globalAlpha = 1;
    } else if (e.type === 'burst') {
      ctx.strokeStyle = `rgba(255, 236, 130, ${1 - p})`;
      ctx.lineWidth = 4 * (1 - p) + 1;
      ctx.beginPath();
      ctx.arc(e.x, e.y, e.r * (0.3 + p), 0, Math.PI * 2);
      ctx.stroke();
    } else if (e.type === 'text') {
      const size = Math.round(unit() * (e.big ? 0.085 : 0.06));
      ctx.globalAlpha = Math.min(1, (1 - p) * 2.5);
      ctx.font = `900 ${size}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.lineWidth = Math.max(3, size * 0.15);
      ctx.strokeStyle = '#5d3a00';
      ctx.fillStyle = '#ffe066';
      const x = Math.min(W - size * 2, Math.max(size * 2, e.x));
      const y = Math.max(size, e.y);
      ctx.strokeText(e.text, x, y);
      ctx.fillText(e.text, x, y);
      ctx.globalAlpha = 1;
    } else if (e.type === 'splash' || e.type === 'ripple' || e.type === 'fizzle') {
      ctx.strokeStyle =
        e.type === 'fizzle' ? `rgba(255, 120, 120, ${1 - p})` : `rgba(255, 255, 255, ${0.8 * (1 - p)})`;
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(e.x, e.y, 6 + p * (e.type === 'ripple' ? 18 : 26), 0, Math.PI * 2);
      ctx.stroke();
    }
  }

  // cannon
  const c = cannon();
  ctx.save();
  ctx.translate(c.x, c.y);
  ctx.rotate(aim + Math.PI / 2);
  const barrel = ctx.createLinearGradient(-c.r * 0.3, 0, c.r * 0.3, 0);
  barrel.addColorStop(0, '#8d6e00');
  barrel.addColorStop(0.5, '#ffe082');
  barrel.addColorStop(1, '#8d6e00');
  ctx.fillStyle = barrel;
  ctx.fillRect(-c.r * 0.28, -c.barrel, c.r * 0.56, c.barrel);
  ctx.restore();
  const base = ctx.createRadialGradient(c.x, c.y - c.r * 0.4, c.r * 0.1, c.x, c.y, c.r);
  base.addColorStop(0, '#fff3c4');
  base.addColorStop(1, '#b58400');
  ctx.fillStyle = base;
  ctx.beginPath();
  ctx.arc(c.x, c.y, c.r, Math.PI, 0);
  ctx.fill();
  const bet = stepper.value();
  if (bet !== undefined) {
    const size = Math.max(11, Math.round(unit() * 0.028));
    ctx.font = `800 ${size}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'bottom';
    ctx.fillStyle = '#3d2a00';
    ctx.fillText(formatMoney(bet), c.x, H - 3);
  }
}

let last = 0;
/** @param {number} now */
function frame(now) {
  const dt = last ? Math.min(0.05, (now - last) / 1000) : 0;
  last = now;
  if (W && H) {
    // While the site's reality check is open the sea stands still (nothing swims away meanwhile).
    if (!isPaused()) update(dt);
    drawScene();
  }
  requestAnimationFrame(frame);
}

// ---------------------------------------------------------------------------------------------
// Start

async function refreshBalance() {
  if (state.ended) return;
  const known = state.shownRound;
  try {
    const value = await api.state();
    if (state.inFlight === 0 && shots.length === 0 && known === state.shownRound)
      header.setBalance(value.balance);
  } catch (error) {
    if (error instanceof GameError && error.code === 'game.session.invalid') {
      state.ended = true;
      setEnabled();
      status.show(errorText(error), 'error');
    }
  }
}

async function load() {
  try {
    const value = await api.state();
    if (value.game !== 'FISH') throw new GameError('game.not.found');
    state.demo = Boolean(value.demo);
    header.setDemo(state.demo);
    header.setBalance(value.balance);
    const min = BigInt(value.minBet);
    const max = BigInt(value.maxBet);
    state.limits = { min, max };
    const steps = betSteps(min, max);
    if (!steps.length) throw new GameError('bet.out.of.limits');
    const saved = remember.get('fish.bet');
    stepper.setSteps(steps, saved && /^\d{1,18}$/.test(saved) ? saved : steps[0]);
    state.ready = true;
    status.show(t('fish.hint'));
  } catch (error) {
    if (error instanceof GameError && error.code === 'game.session.invalid') state.ended = true;
    status.show(errorText(error, state.limits), 'error');
    if (!state.ended) setTimeout(load, 5000);
  }
  setEnabled();
}

for (let i = 0; i < population() - 2; i++) {
  const k = pickKind();
  spawn(k.boss ? TARGETS[0] : k, true).fadeIn = 0.01;
}
requestAnimationFrame(frame);
void load();
setInterval(() => {
  if (state.ready && document.visibilityState === 'visible') void refreshBalance();
}, 20_000);
document.addEventListener('visibilitychange', () => {
  if (state.ready && document.visibilityState === 'visible') void refreshBalance();
});
