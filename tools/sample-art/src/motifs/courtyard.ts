import type { Random } from '../random';
import { darken, lighten, mix, mottle, n, polygon, pt, type Defs } from '../svg-kit';
import type { Motif } from './motif';

/**
 * A pastel Kolkata courtyard: a blush wall with two arched windows behind louvred (khorkhori) shutters,
 * a checked floor in perspective, a wall lamp, a potted palm and a single bentwood chair in a slant of sun.
 */
export const courtyard: Motif = ({ width: w, height: h, palette, random, defs }) => {
  const [cream, blush, , deepSage, brown] = palette;
  const floorY = Math.round(h * 0.7);
  let body = '';

  // Wall: plaster with an uneven wash, darker under the eaves.
  body += `<rect width="${w}" height="${floorY}" fill="${defs.linear(
    [
      [0, darken(blush, 0.08)],
      [0.25, blush],
      [1, mix(blush, cream, 0.25)],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  body += mottle(defs, random.fork(1), { x: 0, y: 0, width: w, height: floorY }, [cream, darken(blush, 0.08), blush], 14, 0.35);
  body += `<rect width="${w}" height="${n(h * 0.09)}" fill="${defs.linear(
    [
      [0, darken(blush, 0.28), 0.85],
      [1, darken(blush, 0.2), 0],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;

  const win = { top: h * 0.2, bottom: floorY - h * 0.075, width: w * 0.225 };
  const lefts = [w * 0.1, w * 0.9 - win.width];
  body += windowFrame(defs, lefts[0], win.top, win.width, win.bottom, palette, 'closed');
  body += windowFrame(defs, lefts[1], win.top, win.width, win.bottom, palette, 'open');

  // Painted dado and skirting.
  const dadoTop = floorY - h * 0.05;
  body += `<rect x="0" y="${n(dadoTop)}" width="${w}" height="${n(floorY - dadoTop)}" fill="${darken(blush, 0.12)}"/>`;
  body += `<rect x="0" y="${n(dadoTop - 6)}" width="${w}" height="8" fill="${cream}"/>`;
  body += `<rect x="0" y="${n(floorY - 18)}" width="${w}" height="18" fill="${darken(deepSage, 0.1)}"/>`;

  body += `<g transform="translate(${n(w / 2)} ${n(h * 0.28)}) scale(1.35)">${wallLamp(defs, 0, 0, palette)}</g>`;
  body += floor(defs, w, h, floorY, palette);

  // Sunlight slanting in from the upper right, across wall and floor.
  const beam = [pt(w * 0.55, 0), pt(w * 1.02, 0), pt(w * 0.78, h), pt(w * 0.15, h)];
  body += `<path d="${polygon(beam)}" fill="${defs.linear(
    [
      [0, '#fffaf2', 0.05],
      [0.5, '#fff6e8', 0.32],
      [1, '#fff6e8', 0.12],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;

  const chairX = w * 0.52;
  const feetY = h * 0.85;
  body += palm(defs, random.fork(4), w * 0.25, h * 0.83, palette);
  body += chair(defs, chairX, feetY, palette);

  // Soft shade at the corners, like a photograph of a bright day.
  body += `<rect width="${w}" height="${h}" fill="${defs.radial([
    [0.55, brown, 0],
    [1, brown, 0.22],
  ])}"/>`;

  return {
    body,
    focus: [
      { x: chairX, y: feetY - h * 0.13, size: w * 0.42 },
      { x: lefts[0] + win.width / 2, y: win.top + win.width * 0.2, size: w * 0.4 },
    ],
  };
};

type ShutterState = 'closed' | 'open';

/** An arched window: moulded surround, stained-glass fanlight, louvred shutters, an iron railing and a sill. */
function windowFrame(defs: Defs, x: number, top: number, width: number, bottom: number, palette: readonly string[], state: ShutterState): string {
  const [cream, blush, sage, deepSage, brown] = palette;
  const r = width / 2;
  const cx = x + r;
  const frame = 26;
  let out = '';
  // Moulded surround with a shadow under it.
  const outline = (inset: number) =>
    `M${n(x - inset)} ${n(bottom)}V${n(top)}A${n(r + inset)} ${n(r + inset)} 0 0 1 ${n(x + width + inset)} ${n(top)}V${n(bottom)}Z`;
  out += `<path d="${outline(frame + 10)}" fill="${darken(blush, 0.12)}" fill-opacity="0.45" transform="translate(-8 10)"/>`;
  out += `<path d="${outline(frame)}" fill="${cream}"/>`;
  out += `<path d="${outline(frame * 0.45)}" fill="none" stroke="${darken(cream, 0.08)}" stroke-width="3"/>`;
  // Keystone.
  out += `<path d="M${n(cx - 22)} ${n(top - r - frame - 6)}h44l-8 ${n(frame + 20)}h-28Z" fill="${lighten(cream, 0.3)}" stroke="${darken(cream, 0.1)}" stroke-width="2"/>`;
  // Fanlight: a sunburst of coloured panes.
  const panes = 7;
  const glass = [mix(sage, cream, 0.3), mix(blush, '#e8a33d', 0.35), mix(sage, '#8fb4c9', 0.5)];
  for (let i = 0; i < panes; i++) {
    const a0 = Math.PI + (i / panes) * Math.PI;
    const a1 = Math.PI + ((i + 1) / panes) * Math.PI;
    out += `<path d="M${n(cx)} ${n(top)}L${n(cx + Math.cos(a0) * r)} ${n(top + Math.sin(a0) * r)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + Math.cos(a1) * r)} ${n(top + Math.sin(a1) * r)}Z" fill="${glass[i % glass.length]}"/>`;
  }
  out += `<path d="M${n(x)} ${n(top)}A${n(r)} ${n(r)} 0 0 1 ${n(x + width)} ${n(top)}" fill="none" stroke="${cream}" stroke-width="10"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(top)}" r="${n(r * 0.28)}" fill="${cream}"/>`;
  for (let i = 1; i < panes; i++) {
    const a = Math.PI + (i / panes) * Math.PI;
    out += `<path d="M${n(cx + Math.cos(a) * r * 0.28)} ${n(top + Math.sin(a) * r * 0.28)}L${n(cx + Math.cos(a) * r)} ${n(top + Math.sin(a) * r)}" stroke="${cream}" stroke-width="6"/>`;
  }
  out += `<rect x="${n(x)}" y="${n(top - 5)}" width="${n(width)}" height="12" fill="${cream}"/>`;

  // Shutters.
  const leafW = width / 2;
  const leafTop = top + 7;
  const leaf = (lx: number) => louvredLeaf(lx, leafTop, leafW, bottom - leafTop, sage, deepSage);
  if (state === 'closed') {
    out += leaf(x) + leaf(x + leafW);
  } else {
    // One leaf folded away: the dim room inside, a sheer curtain tied back to one side.
    out += `<rect x="${n(x)}" y="${n(leafTop)}" width="${n(leafW)}" height="${n(bottom - leafTop)}" fill="${defs.linear(
      [
        [0, mix(brown, deepSage, 0.45)],
        [1, darken(brown, 0.3)],
      ],
      0,
      0,
      0,
      1,
    )}"/>`;
    const tie = pt(x + leafW * 0.32, leafTop + (bottom - leafTop) * 0.62);
    const sheer = `M${n(x)} ${n(leafTop)}H${n(x + leafW)}C${n(x + leafW * 0.9)} ${n(leafTop + 260)} ${n(tie.x + 40)} ${n(tie.y - 160)} ${n(tie.x)} ${n(tie.y)}C${n(tie.x + 20)} ${n(tie.y + 80)} ${n(x + leafW * 0.55)} ${n(bottom - 40)} ${n(x + leafW * 0.5)} ${n(bottom)}H${n(x)}Z`;
    out += `<path d="${sheer}" fill="${lighten(cream, 0.5)}" fill-opacity="0.85"/>`;
    let folds = '';
    for (let i = 1; i < 6; i++) {
      const fx = x + (i / 6) * leafW * 0.85;
      folds += `M${n(fx)} ${n(leafTop + 4)}Q${n((fx + tie.x) / 2 + 10)} ${n((leafTop + tie.y) / 2)} ${n(tie.x - 4 + i * 3)} ${n(tie.y - 6)}`;
      folds += `M${n(tie.x - 6 + i * 3)} ${n(tie.y + 8)}Q${n(x + i * 9)} ${n((tie.y + bottom) / 2)} ${n(x + (i / 6) * leafW * 0.5)} ${n(bottom)}`;
    }
    out += `<path d="${folds}" stroke="${darken(cream, 0.14)}" stroke-width="4" stroke-opacity="0.55" fill="none"/>`;
    out += `<path d="M${n(tie.x - 26)} ${n(tie.y - 4)}q26 14 52 -2" stroke="${mix(blush, brown, 0.4)}" stroke-width="9" stroke-linecap="round" fill="none"/>`;
    out += leaf(x + leafW);
    out += `<rect x="${n(x - 4)}" y="${n(leafTop)}" width="10" height="${n(bottom - leafTop)}" fill="${darken(sage, 0.15)}"/>`;
  }

  // Iron railing across the lower part, and the sill.
  const railTop = bottom - (bottom - top) * 0.28;
  let bars = `M${n(x)} ${n(railTop)}H${n(x + width)}M${n(x)} ${n(railTop + 16)}H${n(x + width)}M${n(x)} ${n(bottom - 10)}H${n(x + width)}`;
  let rings = '';
  const count = 9;
  for (let i = 0; i <= count; i++) {
    const bx = x + 6 + (i / count) * (width - 12);
    bars += `M${n(bx)} ${n(railTop)}V${n(bottom)}`;
    if (i < count) rings += `<circle cx="${n(bx + (width - 12) / count / 2)}" cy="${n(railTop + 44)}" r="${n((width - 12) / count / 2 - 3)}"/>`;
  }
  out += `<path d="${bars}" stroke="${darken(brown, 0.2)}" stroke-width="5" fill="none"/>`;
  out += `<g fill="none" stroke="${darken(brown, 0.2)}" stroke-width="4">${rings}</g>`;
  out += `<rect x="${n(x - frame - 14)}" y="${n(bottom)}" width="${n(width + 2 * frame + 28)}" height="22" fill="${lighten(cream, 0.4)}"/>`;
  out += `<rect x="${n(x - frame - 14)}" y="${n(bottom + 22)}" width="${n(width + 2 * frame + 28)}" height="14" fill="${darken(blush, 0.2)}" fill-opacity="0.5"/>`;
  return out;
}

/** One shutter leaf: a frame around two panels of horizontal slats, each slat lit from above. */
function louvredLeaf(x: number, y: number, width: number, height: number, sage: string, deepSage: string): string {
  const stile = Math.max(12, width * 0.09);
  let out = `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${mix(sage, deepSage, 0.35)}"/>`;
  const panel = (py: number, ph: number) => {
    let shadows = '';
    let lights = '';
    for (let sy = py + 4; sy < py + ph - 6; sy += 17) {
      shadows += `M${n(x + stile)} ${n(sy + 12)}h${n(width - 2 * stile)}`;
      lights += `M${n(x + stile)} ${n(sy + 2)}h${n(width - 2 * stile)}`;
    }
    return (
      `<rect x="${n(x + stile)}" y="${n(py)}" width="${n(width - 2 * stile)}" height="${n(ph)}" fill="${sage}"/>` +
      `<path d="${shadows}" stroke="${darken(deepSage, 0.2)}" stroke-width="5" stroke-opacity="0.55"/>` +
      `<path d="${lights}" stroke="${lighten(sage, 0.4)}" stroke-width="3" stroke-opacity="0.8"/>`
    );
  };
  const mid = y + height * 0.42;
  out += panel(y + stile, mid - y - stile - stile / 2);
  out += panel(mid + stile / 2, y + height - mid - stile * 1.5);
  out += `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="none" stroke="${darken(deepSage, 0.25)}" stroke-width="3" stroke-opacity="0.6"/>`;
  out += `<rect x="${n(x + width - stile - 8)}" y="${n(mid - 20)}" width="6" height="40" rx="3" fill="${darken(deepSage, 0.4)}"/>`;
  return out;
}

/** A brass wall lantern on a curled bracket, with its shadow. */
function wallLamp(defs: Defs, x: number, y: number, palette: readonly string[]): string {
  const [cream, blush, , , brown] = palette;
  const iron = darken(brown, 0.25);
  const glow = defs.radial([
    [0, '#fff3d6', 0.6],
    [1, '#fff3d6', 0],
  ]);
  return (
    `<ellipse cx="${n(x)}" cy="${n(y + 110)}" rx="150" ry="190" fill="${glow}"/>` +
    `<path d="M${n(x - 12)} ${n(y + 30)}l-16 120" stroke="${darken(blush, 0.2)}" stroke-width="18" stroke-opacity="0.35" stroke-linecap="round"/>` +
    `<rect x="${n(x - 22)}" y="${n(y - 20)}" width="44" height="70" rx="6" fill="${iron}"/>` +
    `<path d="M${n(x)} ${n(y + 10)}h60q30 0 30 30q0 22 -20 22" stroke="${iron}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="M${n(x + 70)} ${n(y + 40)}v26" stroke="${iron}" stroke-width="4"/>` +
    `<path d="M${n(x + 48)} ${n(y + 66)}h44l-6 16h-32Z" fill="${iron}"/>` +
    `<path d="M${n(x + 50)} ${n(y + 82)}h40l-6 84h-28Z" fill="${lighten(cream, 0.2)}" fill-opacity="0.9" stroke="${iron}" stroke-width="5"/>` +
    `<path d="M${n(x + 70)} ${n(y + 82)}v84" stroke="${iron}" stroke-width="3"/>` +
    `<path d="M${n(x + 54)} ${n(y + 166)}h32l-16 18Z" fill="${iron}"/>`
  );
}

/** A checked floor of cream and sage tiles in one-point perspective. */
function floor(defs: Defs, w: number, h: number, floorY: number, palette: readonly string[]): string {
  const [cream, , sage, deepSage] = palette;
  const eye = h * 0.46;
  const cx = w / 2;
  const tile = 1;
  const backZ = 6.5;
  const focal = (w * 0.075 * backZ) / tile;
  const camera = ((floorY - eye) * backZ) / focal;
  const toScreen = (X: number, z: number) => pt(cx + (X * focal) / z, eye + (camera * focal) / z);
  let light = '';
  let dark = '';
  const nearZ = (camera * focal) / (h - eye);
  for (let k = 0; ; k++) {
    const z0 = backZ - k * tile;
    const z1 = Math.max(nearZ * 0.9, z0 - tile);
    if (z0 <= nearZ * 0.9) break;
    for (let i = -20; i < 20; i++) {
      const quad = [toScreen(i, z0), toScreen(i + 1, z0), toScreen(i + 1, z1), toScreen(i, z1)];
      if (quad.every((p) => p.x < -20) || quad.every((p) => p.x > w + 20)) continue;
      if ((i + k) % 2 === 0) light += polygon(quad);
      else dark += polygon(quad);
    }
  }
  return (
    `<rect x="0" y="${n(floorY)}" width="${w}" height="${n(h - floorY)}" fill="${cream}"/>` +
    `<path d="${light}" fill="${lighten(cream, 0.3)}"/>` +
    `<path d="${dark}" fill="${mix(sage, cream, 0.15)}"/>` +
    `<rect x="0" y="${n(floorY)}" width="${w}" height="${n(h - floorY)}" fill="${defs.linear(
      [
        [0, darken(deepSage, 0.3), 0.3],
        [0.35, deepSage, 0.05],
        [1, deepSage, 0],
      ],
      0,
      0,
      0,
      1,
    )}"/>`
  );
}

/** A potted palm: a terracotta pot and arching fronds, each frond a fan of narrow leaflets. */
function palm(defs: Defs, random: Random, x: number, baseY: number, palette: readonly string[]): string {
  const [, blush, sage, deepSage, brown] = palette;
  const potW = 150;
  const potH = 170;
  const terracotta = mix(mix(blush, brown, 0.45), '#c0663d', 0.45);
  let fronds = '';
  for (let f = 0; f < 9; f++) {
    const angle = -Math.PI / 2 + random.range(-1.15, 1.15);
    const length = random.range(260, 430);
    const start = pt(x, baseY - potH);
    const tip = pt(start.x + Math.cos(angle) * length, start.y + Math.sin(angle) * length * 0.9 + length * 0.25);
    const ctrl = pt(start.x + Math.cos(angle) * length * 0.55, start.y + Math.sin(angle) * length * 0.75 - 40);
    const colour = random.pick([deepSage, darken(deepSage, 0.2), mix(sage, deepSage, 0.5)]);
    fronds += `<path d="M${n(start.x)} ${n(start.y)}Q${n(ctrl.x)} ${n(ctrl.y)} ${n(tip.x)} ${n(tip.y)}" stroke="${darken(colour, 0.2)}" stroke-width="4" fill="none"/>`;
    let leaflets = '';
    for (let i = 2; i < 16; i++) {
      const t = i / 16;
      const p = pt(
        (1 - t) * (1 - t) * start.x + 2 * (1 - t) * t * ctrl.x + t * t * tip.x,
        (1 - t) * (1 - t) * start.y + 2 * (1 - t) * t * ctrl.y + t * t * tip.y,
      );
      const len = 70 * Math.sin(Math.PI * t) + 16;
      for (const side of [-1, 1]) {
        const a = angle + side * 0.9 + 0.5;
        leaflets += `M${n(p.x)} ${n(p.y)}q${n(Math.cos(a) * len * 0.5)} ${n(Math.sin(a) * len * 0.5 - 8)} ${n(Math.cos(a) * len)} ${n(Math.sin(a) * len + 14)}`;
      }
    }
    fronds += `<path d="${leaflets}" stroke="${colour}" stroke-width="7" stroke-linecap="round" fill="none"/>`;
  }
  return (
    `<ellipse cx="${n(x - 60)}" cy="${n(baseY)}" rx="${n(potW * 0.9)}" ry="22" fill="${defs.radial([
      [0, darken(brown, 0.3), 0.4],
      [1, darken(brown, 0.3), 0],
    ])}"/>` +
    fronds +
    `<path d="M${n(x - potW / 2)} ${n(baseY - potH)}h${potW}l-22 ${potH}h-${n(potW - 44)}Z" fill="${defs.linear(
      [
        [0, lighten(terracotta, 0.15)],
        [0.6, terracotta],
        [1, darken(terracotta, 0.25)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<rect x="${n(x - potW / 2 - 10)}" y="${n(baseY - potH - 8)}" width="${potW + 20}" height="34" rx="4" fill="${lighten(terracotta, 0.08)}"/>`
  );
}

/** A bentwood café chair, lit from the right, with its long shadow thrown across the floor. */
function chair(defs: Defs, x: number, feetY: number, palette: readonly string[]): string {
  const [, , , , brown] = palette;
  const wood = brown;
  const lit = lighten(brown, 0.25);
  const seatY = feetY - 250;
  const seatRx = 125;
  const seatRy = 38;
  let out = '';
  // Shadow thrown to the lower left.
  out += `<path d="M${n(x - 110)} ${n(feetY - 10)}L${n(x - 420)} ${n(feetY + 110)}L${n(x - 250)} ${n(feetY + 160)}L${n(x + 120)} ${n(feetY + 20)}Z" fill="${defs.linear(
    [
      [0, darken(brown, 0.2), 0.05],
      [1, darken(brown, 0.2), 0.32],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(feetY + 4)}" rx="${n(seatRx * 1.2)}" ry="26" fill="${defs.radial([
    [0, darken(brown, 0.3), 0.4],
    [1, darken(brown, 0.3), 0],
  ])}"/>`;
  const leg = (topX: number, topY: number, footX: number, footY: number, colour: string) =>
    `<path d="M${n(topX)} ${n(topY)}Q${n((topX + footX) / 2 + (footX - topX) * 0.2)} ${n((topY + footY) / 2)} ${n(footX)} ${n(footY)}" stroke="${colour}" stroke-width="14" stroke-linecap="round" fill="none"/>`;
  // Back legs rise into the hooped back.
  out += leg(x - seatRx * 0.65, seatY - 6, x - seatRx * 0.8, feetY - 40, darken(wood, 0.15));
  out += leg(x + seatRx * 0.65, seatY - 6, x + seatRx * 0.85, feetY - 40, darken(wood, 0.15));
  const backTop = seatY - 300;
  out += `<path d="M${n(x - seatRx * 0.65)} ${n(seatY)}C${n(x - seatRx * 0.78)} ${n(seatY - 160)} ${n(x - seatRx * 0.95)} ${n(backTop)} ${n(x)} ${n(backTop)}C${n(x + seatRx * 0.95)} ${n(backTop)} ${n(x + seatRx * 0.78)} ${n(seatY - 160)} ${n(x + seatRx * 0.65)} ${n(seatY)}" stroke="${wood}" stroke-width="15" fill="none" stroke-linecap="round"/>`;
  out += `<path d="M${n(x - seatRx * 0.42)} ${n(seatY - 40)}C${n(x - seatRx * 0.5)} ${n(seatY - 170)} ${n(x - seatRx * 0.55)} ${n(backTop + 50)} ${n(x)} ${n(backTop + 50)}C${n(x + seatRx * 0.55)} ${n(backTop + 50)} ${n(x + seatRx * 0.5)} ${n(seatY - 170)} ${n(x + seatRx * 0.42)} ${n(seatY - 40)}" stroke="${wood}" stroke-width="10" fill="none"/>`;
  out += `<path d="M${n(x + seatRx * 0.1)} ${n(backTop + 4)}C${n(x + seatRx * 0.7)} ${n(backTop + 6)} ${n(x + seatRx * 0.8)} ${n(seatY - 150)} ${n(x + seatRx * 0.66)} ${n(seatY - 10)}" stroke="${lit}" stroke-width="4" stroke-opacity="0.7" fill="none"/>`;
  // Seat: a cane disc with a rim.
  out += `<ellipse cx="${n(x)}" cy="${n(seatY + 10)}" rx="${seatRx}" ry="${seatRy}" fill="${darken(wood, 0.25)}"/>`;
  out += `<ellipse cx="${n(x)}" cy="${n(seatY)}" rx="${seatRx}" ry="${seatRy}" fill="${mix('#d9b98a', wood, 0.3)}" stroke="${wood}" stroke-width="10"/>`;
  let cane = '';
  for (let i = -5; i <= 5; i++) {
    cane += `M${n(x + i * 20 - 30)} ${n(seatY - seatRy * 0.8)}l60 ${n(seatRy * 1.6)}M${n(x + i * 20 + 30)} ${n(seatY - seatRy * 0.8)}l-60 ${n(seatRy * 1.6)}`;
  }
  out += `<clipPath id="courtyard-seat"><ellipse cx="${n(x)}" cy="${n(seatY)}" rx="${seatRx - 6}" ry="${seatRy - 5}"/></clipPath>`;
  out += `<path d="${cane}" stroke="${wood}" stroke-width="2" stroke-opacity="0.45" clip-path="url(#courtyard-seat)"/>`;
  out += `<path d="M${n(x + 20)} ${n(seatY - seatRy + 3)}A${seatRx} ${seatRy} 0 0 1 ${n(x + seatRx - 4)} ${n(seatY + 4)}" stroke="${lit}" stroke-width="4" fill="none"/>`;
  // Front legs and the leg ring.
  out += leg(x - seatRx * 0.55, seatY + seatRy * 0.8, x - seatRx * 0.75, feetY, wood);
  out += leg(x + seatRx * 0.55, seatY + seatRy * 0.8, x + seatRx * 0.78, feetY, wood);
  out += `<ellipse cx="${n(x)}" cy="${n(seatY + 150)}" rx="${n(seatRx * 0.78)}" ry="${n(seatRy * 0.8)}" stroke="${wood}" stroke-width="8" fill="none"/>`;
  out += `<path d="M${n(x + seatRx * 0.6)} ${n(seatY + seatRy)}Q${n(x + seatRx * 0.72)} ${n(seatY + 140)} ${n(x + seatRx * 0.76)} ${n(feetY - 6)}" stroke="${lit}" stroke-width="3" stroke-opacity="0.6" fill="none"/>`;
  return out;
}
