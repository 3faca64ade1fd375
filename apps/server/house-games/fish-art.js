// @ts-check
// Ocean Hunter's creatures drawn on a 2D canvas. Each is drawn in its own frame: facing +x,
// centred on (0, 0), `L` pixels long; `t` (seconds) drives fins, tails and wings.

const TAU = Math.PI * 2;

/** @typedef {CanvasRenderingContext2D} Ctx */
/** @typedef {(ctx: Ctx, L: number, t: number) => void} Draw draws one creature in its own frame */
/** @typedef {{ draw: Draw, size: number, speed: number, weight: number, hitY: number }} Creature */

/** @param {Ctx} ctx @param {number} x @param {number} y @param {number} rx @param {number} ry */
function ellipse(ctx, x, y, rx, ry, rotation = 0) {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, rotation, 0, TAU);
}

/** @param {Ctx} ctx @param {number} x @param {number} y @param {number} r */
function eye(ctx, x, y, r) {
  ctx.fillStyle = '#ffffff';
  ellipse(ctx, x, y, r, r);
  ctx.fill();
  ctx.fillStyle = '#111111';
  ellipse(ctx, x + r * 0.25, y, r * 0.55, r * 0.55);
  ctx.fill();
}

/**
 * @param {Ctx} ctx
 * @param {number} L
 * @param {number} from
 * @param {number} reach
 * @param {number} spread
 * @param {number} wiggle
 * @param {string} colour
 * @param {string} [edge]
 */
function tail(ctx, L, from, reach, spread, wiggle, colour, edge) {
  ctx.beginPath();
  ctx.moveTo(from, 0);
  ctx.quadraticCurveTo(from - reach * 0.6, -spread * 0.3 + wiggle, from - reach, -spread + wiggle);
  ctx.quadraticCurveTo(from - reach * 0.75, wiggle, from - reach, spread + wiggle);
  ctx.quadraticCurveTo(from - reach * 0.6, spread * 0.3 + wiggle, from, 0);
  ctx.fillStyle = colour;
  ctx.fill();
  if (edge) {
    ctx.strokeStyle = edge;
    ctx.lineWidth = Math.max(1, L * 0.015);
    ctx.stroke();
  }
}

/** @type {Draw} */
function clownfish(ctx, L, t) {
  const wig = Math.sin(t * 10) * L * 0.04;
  tail(ctx, L, -L * 0.3, L * 0.2, L * 0.17, wig, '#ff7a1a', '#1a1a1a');
  ctx.fillStyle = '#ff7a1a';
  ellipse(ctx, 0, -L * 0.17, L * 0.14, L * 0.07);
  ctx.fill();
  ellipse(ctx, 0, 0, L * 0.36, L * 0.2);
  ctx.fill();
  ctx.save();
  ellipse(ctx, 0, 0, L * 0.36, L * 0.2);
  ctx.clip();
  for (const [x, w] of [
    [0.17, 0.08],
    [-0.05, 0.09],
    [-0.27, 0.07],
  ]) {
    ctx.fillStyle = '#1a1a1a';
    ctx.fillRect(L * (x - w / 2 - 0.015), -L * 0.25, L * (w + 0.03), L * 0.5);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(L * (x - w / 2), -L * 0.25, L * w, L * 0.5);
  }
  ctx.restore();
  ctx.strokeStyle = '#1a1a1a';
  ctx.lineWidth = Math.max(1, L * 0.015);
  ellipse(ctx, 0, 0, L * 0.36, L * 0.2);
  ctx.stroke();
  eye(ctx, L * 0.25, -L * 0.05, L * 0.045);
}

/** @type {Draw} */
function pufferfish(ctx, L, t) {
  const wig = Math.sin(t * 8) * L * 0.03;
  const puff = 1 + Math.sin(t * 2) * 0.04;
  tail(ctx, L, -L * 0.26, L * 0.16, L * 0.12, wig, '#e0a100', '#7a5600');
  ctx.strokeStyle = '#7a5600';
  ctx.lineWidth = Math.max(1, L * 0.02);
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * TAU;
    const r = L * 0.3 * puff;
    ctx.beginPath();
    ctx.moveTo(Math.cos(a) * r, Math.sin(a) * r);
    ctx.lineTo(Math.cos(a) * (r + L * 0.07), Math.sin(a) * (r + L * 0.07));
    ctx.stroke();
  }
  const grad = ctx.createRadialGradient(L * 0.05, -L * 0.1, L * 0.05, 0, 0, L * 0.32);
  grad.addColorStop(0, '#fff3b0');
  grad.addColorStop(1, '#ffc928');
  ctx.fillStyle = grad;
  ellipse(ctx, 0, 0, L * 0.3 * puff, L * 0.3 * puff);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#b07c00';
  for (const [x, y] of [
    [-0.12, -0.1],
    [-0.02, -0.2],
    [0.02, 0.05],
    [-0.16, 0.1],
    [0.1, -0.15],
  ]) {
    ellipse(ctx, L * x, L * y, L * 0.025, L * 0.025);
    ctx.fill();
  }
  eye(ctx, L * 0.15, -L * 0.08, L * 0.065);
  ctx.strokeStyle = '#7a3b00';
  ctx.beginPath();
  ctx.arc(L * 0.27, L * 0.06, L * 0.035, -1, 1);
  ctx.stroke();
}

/** @type {Draw} */
function lionfish(ctx, L, t) {
  const wig = Math.sin(t * 9) * L * 0.03;
  const fan = Math.sin(t * 3) * 0.08;
  tail(ctx, L, -L * 0.28, L * 0.2, L * 0.16, wig, 'rgba(230, 60, 60, 0.85)', '#7a0e0e');
  ctx.strokeStyle = '#b71c1c';
  ctx.lineWidth = Math.max(1, L * 0.018);
  for (let i = 0; i < 8; i++) {
    const x = L * (-0.2 + i * 0.05);
    for (const side of [-1, 1]) {
      const len = L * (side < 0 ? 0.34 : 0.26) * (1 - Math.abs(i - 3.5) * 0.08);
      ctx.beginPath();
      ctx.moveTo(x, side * L * 0.1);
      ctx.lineTo(x - L * (0.06 + fan * side), side * (L * 0.1 + len));
      ctx.stroke();
    }
  }
  ctx.fillStyle = 'rgba(255, 138, 128, 0.35)';
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(-L * 0.22, side * L * 0.1);
    ctx.lineTo(-L * 0.28 - fan * L * side, side * L * 0.36);
    ctx.lineTo(L * 0.08 - fan * L * side, side * L * 0.36);
    ctx.lineTo(L * 0.16, side * L * 0.1);
    ctx.fill();
  }
  ctx.fillStyle = '#fff1ea';
  ellipse(ctx, 0, 0, L * 0.32, L * 0.14);
  ctx.fill();
  ctx.save();
  ellipse(ctx, 0, 0, L * 0.32, L * 0.14);
  ctx.clip();
  ctx.fillStyle = '#d32f2f';
  for (let i = 0; i < 7; i++) ctx.fillRect(L * (-0.32 + i * 0.095), -L * 0.2, L * 0.045, L * 0.4);
  ctx.restore();
  eye(ctx, L * 0.2, -L * 0.04, L * 0.04);
}

/** @type {Draw} */
function turtle(ctx, L, t) {
  const swim = Math.sin(t * 3);
  ctx.fillStyle = '#7cb342';
  for (const side of [-1, 1]) {
    ellipse(ctx, L * 0.14, side * L * 0.24, L * 0.14, L * 0.05, side * (0.5 + swim * 0.35));
    ctx.fill();
    ellipse(ctx, -L * 0.22, side * L * 0.17, L * 0.08, L * 0.04, side * (-0.6 - swim * 0.3));
    ctx.fill();
  }
  ellipse(ctx, L * 0.36, 0, L * 0.1, L * 0.08);
  ctx.fill();
  eye(ctx, L * 0.41, -L * 0.04, L * 0.022);
  eye(ctx, L * 0.41, L * 0.04, L * 0.022);
  ctx.fillStyle = '#a5d66f';
  ellipse(ctx, 0, 0, L * 0.31, L * 0.24);
  ctx.fill();
  ctx.fillStyle = '#3e7d3a';
  ellipse(ctx, 0, 0, L * 0.27, L * 0.2);
  ctx.fill();
  ctx.strokeStyle = '#a5d66f';
  ctx.lineWidth = Math.max(1, L * 0.018);
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * TAU;
    const x = Math.cos(a) * L * 0.1;
    const y = Math.sin(a) * L * 0.08;
    ctx.moveTo(x, y);
    ctx.lineTo(Math.cos(a) * L * 0.26, Math.sin(a) * L * 0.19);
  }
  ctx.stroke();
  ctx.beginPath();
  for (let i = 0; i <= 6; i++) {
    const a = (i / 6) * TAU;
    const x = Math.cos(a) * L * 0.1;
    const y = Math.sin(a) * L * 0.08;
    if (i) ctx.lineTo(x, y);
    else ctx.moveTo(x, y);
  }
  ctx.stroke();
}

/** @type {Draw} */
function stingray(ctx, L, t) {
  const flap = 1 + Math.sin(t * 4) * 0.1;
  const wig = Math.sin(t * 5) * L * 0.06;
  ctx.strokeStyle = '#4a3d8f';
  ctx.lineWidth = Math.max(1.5, L * 0.02);
  ctx.beginPath();
  ctx.moveTo(-L * 0.18, 0);
  ctx.quadraticCurveTo(-L * 0.38, wig, -L * 0.6, -wig * 0.5);
  ctx.stroke();
  const grad = ctx.createLinearGradient(0, -L * 0.4, 0, L * 0.4);
  grad.addColorStop(0, '#8f7ef0');
  grad.addColorStop(0.5, '#6a58cf');
  grad.addColorStop(1, '#8f7ef0');
  ctx.fillStyle = grad;
  ctx.beginPath();
  ctx.moveTo(L * 0.3, 0);
  ctx.quadraticCurveTo(L * 0.15, -L * 0.1 * flap, -L * 0.02, -L * 0.42 * flap);
  ctx.quadraticCurveTo(-L * 0.1, -L * 0.12 * flap, -L * 0.2, 0);
  ctx.quadraticCurveTo(-L * 0.1, L * 0.12 * flap, -L * 0.02, L * 0.42 * flap);
  ctx.quadraticCurveTo(L * 0.15, L * 0.1 * flap, L * 0.3, 0);
  ctx.fill();
  ctx.strokeStyle = '#3b2f80';
  ctx.lineWidth = Math.max(1, L * 0.012);
  ctx.stroke();
  ctx.fillStyle = 'rgba(255, 255, 255, 0.3)';
  for (const [x, y] of [
    [0.05, -0.12],
    [0.02, 0.14],
    [-0.06, -0.24],
    [-0.05, 0.26],
    [0.12, 0.02],
  ]) {
    ellipse(ctx, L * x, L * y * flap, L * 0.02, L * 0.02);
    ctx.fill();
  }
  eye(ctx, L * 0.19, -L * 0.05, L * 0.022);
  eye(ctx, L * 0.19, L * 0.05, L * 0.022);
}

/** @type {Draw} */
function shark(ctx, L, t) {
  const wig = Math.sin(t * 6) * L * 0.04;
  ctx.fillStyle = '#6f8295';
  ctx.beginPath();
  ctx.moveTo(-L * 0.36, 0);
  ctx.lineTo(-L * 0.52, -L * 0.2 + wig);
  ctx.quadraticCurveTo(-L * 0.45, wig * 0.5, -L * 0.5, L * 0.13 + wig);
  ctx.closePath();
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(L * 0.02, -L * 0.1);
  ctx.lineTo(-L * 0.1, -L * 0.28);
  ctx.lineTo(-L * 0.14, -L * 0.09);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(L * 0.1, L * 0.08);
  ctx.lineTo(-L * 0.06, L * 0.22);
  ctx.lineTo(-L * 0.02, L * 0.08);
  ctx.fill();
  const body = () => {
    ctx.beginPath();
    ctx.moveTo(L * 0.5, L * 0.01);
    ctx.quadraticCurveTo(L * 0.4, -L * 0.12, L * 0.1, -L * 0.11);
    ctx.quadraticCurveTo(-L * 0.2, -L * 0.09, -L * 0.38, 0);
    ctx.quadraticCurveTo(-L * 0.2, L * 0.08, L * 0.1, L * 0.09);
    ctx.quadraticCurveTo(L * 0.42, L * 0.08, L * 0.5, L * 0.01);
  };
  body();
  ctx.fillStyle = '#7d92a8';
  ctx.fill();
  ctx.save();
  body();
  ctx.clip();
  ctx.fillStyle = '#eef2f5';
  ctx.beginPath();
  ctx.moveTo(L * 0.5, L * 0.02);
  ctx.quadraticCurveTo(L * 0.1, L * 0.02, -L * 0.38, L * 0.01);
  ctx.lineTo(-L * 0.38, L * 0.2);
  ctx.lineTo(L * 0.5, L * 0.2);
  ctx.fill();
  ctx.restore();
  ctx.strokeStyle = '#4b5b6b';
  ctx.lineWidth = Math.max(1, L * 0.008);
  for (let i = 0; i < 3; i++) {
    ctx.beginPath();
    ctx.moveTo(L * (0.2 - i * 0.03), -L * 0.05);
    ctx.quadraticCurveTo(L * (0.18 - i * 0.03), 0, L * (0.2 - i * 0.03), L * 0.04);
    ctx.stroke();
  }
  ctx.fillStyle = '#111111';
  ellipse(ctx, L * 0.36, -L * 0.035, L * 0.018, L * 0.018);
  ctx.fill();
}

/** @type {Draw} */
function whale(ctx, L, t) {
  const wig = Math.sin(t * 2.5) * L * 0.06;
  ctx.fillStyle = '#2d5d9c';
  ctx.beginPath();
  ctx.moveTo(-L * 0.36, 0);
  ctx.quadraticCurveTo(-L * 0.46, wig * 0.5, -L * 0.5, -L * 0.14 + wig);
  ctx.quadraticCurveTo(-L * 0.44, wig, -L * 0.42, wig * 0.8);
  ctx.quadraticCurveTo(-L * 0.44, wig, -L * 0.5, L * 0.14 + wig);
  ctx.quadraticCurveTo(-L * 0.46, wig * 0.5, -L * 0.36, 0);
  ctx.fill();
  const body = () => {
    ctx.beginPath();
    ctx.moveTo(L * 0.46, 0);
    ctx.bezierCurveTo(L * 0.46, -L * 0.2, L * 0.1, -L * 0.2, -L * 0.1, -L * 0.13);
    ctx.quadraticCurveTo(-L * 0.3, -L * 0.06, -L * 0.4, 0);
    ctx.quadraticCurveTo(-L * 0.3, L * 0.08, -L * 0.1, L * 0.14);
    ctx.bezierCurveTo(L * 0.1, L * 0.2, L * 0.46, L * 0.18, L * 0.46, 0);
  };
  const grad = ctx.createLinearGradient(0, -L * 0.2, 0, L * 0.2);
  grad.addColorStop(0, '#3f7fd0');
  grad.addColorStop(1, '#24508c');
  body();
  ctx.fillStyle = grad;
  ctx.fill();
  ctx.save();
  body();
  ctx.clip();
  ctx.fillStyle = '#b9d3f0';
  ellipse(ctx, L * 0.15, L * 0.15, L * 0.33, L * 0.08);
  ctx.fill();
  ctx.strokeStyle = 'rgba(36, 80, 140, 0.6)';
  ctx.lineWidth = Math.max(1, L * 0.006);
  for (let i = 0; i < 5; i++) {
    ctx.beginPath();
    ctx.moveTo(L * 0.4, L * (0.09 + i * 0.018));
    ctx.lineTo(-L * 0.05, L * (0.1 + i * 0.018));
    ctx.stroke();
  }
  ctx.restore();
  ctx.fillStyle = '#24508c';
  ellipse(ctx, L * 0.08, L * 0.13, L * 0.1, L * 0.03, 0.5 + Math.sin(t * 2.5) * 0.2);
  ctx.fill();
  eye(ctx, L * 0.3, L * 0.03, L * 0.022);
}

/** @type {Draw} */
function goldenDragon(ctx, L, t) {
  const n = 16;
  const pts = [];
  for (let i = 0; i < n; i++) {
    const x = L * (0.3 - (i / (n - 1)) * 0.8);
    pts.push([x, Math.sin(t * 3 - i * 0.55) * L * 0.07 * (0.4 + i / n)]);
  }
  ctx.save();
  ctx.shadowColor = 'rgba(255, 200, 40, 0.9)';
  ctx.shadowBlur = L * 0.12;
  // body from tail to head, thinning toward the tail
  for (let i = n - 1; i >= 0; i--) {
    const [x, y] = pts[i];
    const r = L * 0.085 * (1 - (i / n) * 0.65);
    const grad = ctx.createRadialGradient(x - r * 0.3, y - r * 0.4, r * 0.1, x, y, r);
    grad.addColorStop(0, '#fff6c4');
    grad.addColorStop(0.55, '#ffc928');
    grad.addColorStop(1, '#c77800');
    ctx.fillStyle = grad;
    ellipse(ctx, x, y, r * 1.15, r);
    ctx.fill();
    if (i === 0) ctx.shadowBlur = 0;
  }
  ctx.restore();
  ctx.fillStyle = '#e53935';
  for (let i = 1; i < n - 1; i += 2) {
    const [x, y] = pts[i];
    const r = L * 0.085 * (1 - (i / n) * 0.65);
    ctx.beginPath();
    ctx.moveTo(x - r * 0.6, y - r * 0.8);
    ctx.lineTo(x, y - r * 1.6);
    ctx.lineTo(x + r * 0.6, y - r * 0.8);
    ctx.fill();
  }
  const [tx, ty] = pts[n - 1];
  ctx.beginPath();
  ctx.moveTo(tx, ty);
  ctx.lineTo(tx - L * 0.1, ty - L * 0.07);
  ctx.lineTo(tx - L * 0.06, ty);
  ctx.lineTo(tx - L * 0.1, ty + L * 0.07);
  ctx.closePath();
  ctx.fill();
  // head
  const [hx, hy] = pts[0];
  ctx.save();
  ctx.translate(hx + L * 0.1, hy);
  ctx.fillStyle = '#ffb300';
  ctx.strokeStyle = '#8d5a00';
  ctx.lineWidth = Math.max(1, L * 0.008);
  ctx.beginPath();
  ctx.moveTo(L * 0.12, L * 0.01);
  ctx.quadraticCurveTo(L * 0.06, -L * 0.08, -L * 0.06, -L * 0.07);
  ctx.quadraticCurveTo(-L * 0.1, 0, -L * 0.06, L * 0.07);
  ctx.quadraticCurveTo(L * 0.06, L * 0.07, L * 0.12, L * 0.01);
  ctx.fill();
  ctx.stroke();
  ctx.strokeStyle = '#e53935';
  ctx.lineWidth = Math.max(1.5, L * 0.012);
  ctx.beginPath();
  ctx.moveTo(-L * 0.03, -L * 0.06);
  ctx.lineTo(-L * 0.1, -L * 0.15);
  ctx.moveTo(0, -L * 0.06);
  ctx.lineTo(-L * 0.05, -L * 0.16);
  ctx.stroke();
  ctx.strokeStyle = '#fff2a8';
  ctx.lineWidth = Math.max(1, L * 0.006);
  const whisker = Math.sin(t * 4) * L * 0.03;
  ctx.beginPath();
  ctx.moveTo(L * 0.1, L * 0.03);
  ctx.quadraticCurveTo(L * 0.18, L * 0.08 + whisker, L * 0.12, L * 0.14 + whisker);
  ctx.moveTo(L * 0.1, -L * 0.01);
  ctx.quadraticCurveTo(L * 0.2, -L * 0.06 - whisker, L * 0.14, -L * 0.12 - whisker);
  ctx.stroke();
  ctx.fillStyle = '#d50000';
  ellipse(ctx, L * 0.03, -L * 0.025, L * 0.018, L * 0.014);
  ctx.fill();
  ctx.restore();
  // sparkles
  ctx.fillStyle = 'rgba(255, 245, 200, 0.9)';
  for (let i = 0; i < 6; i++) {
    const a = t * 1.5 + i * 1.05;
    const sx = Math.cos(a * 1.3) * L * 0.4;
    const sy = Math.sin(a) * L * 0.18;
    const r = L * 0.012 * (1 + Math.sin(t * 6 + i));
    ellipse(ctx, sx, sy, r, r);
    ctx.fill();
  }
}

/**
 * The creatures by target id: how to draw each, its size (share of the sea's smaller side),
 * its speed (share of the sea's width per second), how often it appears, and the hit area
 * (half-height as a share of its length).
 * @type {Record<string, Creature>}
 */
export const CREATURES = {
  CLOWNFISH: { draw: clownfish, size: 0.1, speed: 0.12, weight: 26, hitY: 0.22 },
  PUFFERFISH: { draw: pufferfish, size: 0.11, speed: 0.07, weight: 20, hitY: 0.36 },
  LIONFISH: { draw: lionfish, size: 0.13, speed: 0.09, weight: 16, hitY: 0.3 },
  TURTLE: { draw: turtle, size: 0.16, speed: 0.06, weight: 12, hitY: 0.3 },
  STINGRAY: { draw: stingray, size: 0.19, speed: 0.08, weight: 9, hitY: 0.42 },
  SHARK: { draw: shark, size: 0.26, speed: 0.1, weight: 6, hitY: 0.2 },
  WHALE: { draw: whale, size: 0.34, speed: 0.045, weight: 3, hitY: 0.2 },
  GOLDEN_DRAGON: { draw: goldenDragon, size: 0.44, speed: 0.055, weight: 0.7, hitY: 0.2 },
};

/**
 * Draws one creature at (x, y), facing dir (1 right, -1 left), L pixels long.
 * @param {Ctx} ctx
 * @param {string} id
 * @param {number} x
 * @param {number} y
 * @param {number} L
 * @param {number} t
 */
export function drawCreature(ctx, id, x, y, L, t, dir = 1, alpha = 1) {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.translate(x, y);
  ctx.scale(dir, 1);
  CREATURES[id].draw(ctx, L, t);
  ctx.restore();
}
