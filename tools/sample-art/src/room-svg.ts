import type { Orientation } from '@shop/contracts';
import { ARTWORK_SIZE, ROOM_SIZE, type ArtDirection } from './sample-artworks';
import { createRandom, type Random } from './random';
import { Defs, darken, grain, lighten, mix, mottle, n, pt, smoothPath, svgDocument, type Point } from './svg-kit';

type Furniture = 'sofa' | 'sideboard' | 'console';

/** The interior each artwork is photographed in: chosen per motif so wall, wood and fabric flatter the print. */
export interface RoomTheme {
  wall: string;
  floor: string;
  furniture: Furniture;
  /** Sofa fabric, or the wood of a sideboard or console. */
  material: string;
  frame: string;
  /** Width of the white mat (passe-partout) around the print, 0 for a canvas in a floating frame. */
  mat: number;
  rug: string;
  plantSide: 'left' | 'right';
  plant: 'fig' | 'snake';
}

export const ROOM_THEMES: Record<ArtDirection['motif'], RoomTheme> = {
  waves: { wall: '#ebe7e0', floor: '#c9a37a', furniture: 'sofa', material: '#d9d2c5', frame: '#b08a5e', mat: 34, rug: '#e4dccd', plantSide: 'right', plant: 'fig' },
  horizon: { wall: '#efe7db', floor: '#b98f64', furniture: 'sideboard', material: '#7a5036', frame: '#232323', mat: 30, rug: '#d9cbb5', plantSide: 'left', plant: 'snake' },
  tides: { wall: '#e6e1d8', floor: '#c19a72', furniture: 'sofa', material: '#c9c1b3', frame: '#1e1e1e', mat: 0, rug: '#d8d0c2', plantSide: 'left', plant: 'snake' },
  geometry: { wall: '#f0eeea', floor: '#c8a57f', furniture: 'sideboard', material: '#c89f72', frame: '#f7f5f0', mat: 0, rug: '#e2d9c9', plantSide: 'right', plant: 'fig' },
  courtyard: { wall: '#d5ddd0', floor: '#c6a27c', furniture: 'console', material: '#2b2b2b', frame: '#c29a6b', mat: 32, rug: '#e8e0d2', plantSide: 'right', plant: 'snake' },
  city: { wall: '#e8e6e2', floor: '#b8926a', furniture: 'sofa', material: '#9b5a32', frame: '#1c1c1c', mat: 36, rug: '#d6d2ca', plantSide: 'left', plant: 'fig' },
  tree: { wall: '#dcc7ad', floor: '#a97f58', furniture: 'sideboard', material: '#4e3323', frame: '#3b2a20', mat: 30, rug: '#c9ab86', plantSide: 'right', plant: 'fig' },
  peacock: { wall: '#e9e0cf', floor: '#b48d66', furniture: 'sofa', material: '#2f5446', frame: '#b8922f', mat: 0, rug: '#d8c9ad', plantSide: 'right', plant: 'snake' },
};

const FLOOR_Y = 862;
const FRAME_WIDTH = 16;
/** The wall area a framed print may take up above the furniture. */
const MAX_FRAME = { width: 700, height: 450 };
const ART_CENTRE = { x: 800, y: 305 };

/** Pixel size the print itself (inside mat and frame) is drawn at in the room: what to resize the artwork to. */
export function roomArtworkSize(art: ArtDirection, orientation: Orientation): { width: number; height: number } {
  const { width, height } = ARTWORK_SIZE[orientation];
  const border = 2 * (FRAME_WIDTH + ROOM_THEMES[art.motif].mat);
  const scale = Math.min((MAX_FRAME.width - border) / width, (MAX_FRAME.height - border) / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * The room mock-up: the framed print hung on a wall above a sofa, sideboard or console, with a plant,
 * a rug and wooden floor, soft window light from the left and the frame's shadow on the wall.
 * `imageHref` is the artwork itself (a data: URI of the resized print), drawn at roomArtworkSize().
 */
export function roomSvg(art: ArtDirection, orientation: Orientation, imageHref: string): string {
  const { width: W, height: H } = ROOM_SIZE;
  const theme = ROOM_THEMES[art.motif];
  const random = createRandom(art.seed * 31 + 7);
  const defs = new Defs('r');
  const print = roomArtworkSize(art, orientation);
  const outer = { width: print.width + 2 * (FRAME_WIDTH + theme.mat), height: print.height + 2 * (FRAME_WIDTH + theme.mat) };
  const frameX = ART_CENTRE.x - outer.width / 2;
  const frameY = ART_CENTRE.y - outer.height / 2;
  let body = '';

  // Wall: lit from a window on the left, falling off to the right.
  body += `<rect width="${W}" height="${FLOOR_Y}" fill="${defs.linear(
    [
      [0, lighten(theme.wall, 0.25)],
      [0.45, theme.wall],
      [1, darken(theme.wall, 0.12)],
    ],
    0,
    0,
    1,
    0.35,
  )}"/>`;
  body += mottle(defs, random.fork(1), { x: 0, y: 0, width: W, height: FLOOR_Y }, [lighten(theme.wall, 0.2), darken(theme.wall, 0.06)], 8, 0.3);

  body += floor(defs, random.fork(2), W, H, theme);
  body += `<rect x="0" y="${FLOOR_Y - 16}" width="${W}" height="16" fill="${lighten(theme.wall, 0.35)}"/>`;
  body += `<rect x="0" y="${FLOOR_Y - 1}" width="${W}" height="3" fill="${darken(theme.wall, 0.3)}" fill-opacity="0.5"/>`;

  // The framed print with its soft shadow on the wall.
  const shadowBlur = defs.blur(14, 0.15);
  body += `<rect x="${n(frameX + 10)}" y="${n(frameY + 18)}" width="${n(outer.width)}" height="${n(outer.height)}" fill="#2a2018" fill-opacity="0.38" filter="${shadowBlur}"/>`;
  body += framedPrint(defs, frameX, frameY, outer, print, theme, imageHref);

  const plantX = theme.plantSide === 'right' ? 1390 : 210;
  body += rug(defs, W, H, theme);
  if (theme.furniture === 'sofa') body += sofa(defs, 800, art.palette, theme);
  else if (theme.furniture === 'sideboard') body += sideboard(defs, random.fork(3), 800, art.palette, theme);
  else body += consoleTable(defs, random.fork(3), 800, art.palette, theme);
  body += plant(defs, random.fork(4), plantX, theme.plant);
  if (theme.furniture !== 'sofa') body += floorLamp(defs, theme.plantSide === 'right' ? 230 : 1370, theme);

  // Window light: a broad soft wash from the upper left across the wall, the print and the furniture.
  body += `<path d="M-100 0H${n(W * 0.62)}L${n(W * 0.3)} ${H}H-100Z" fill="${defs.linear(
    [
      [0, '#fff8ec', 0.22],
      [0.7, '#fff8ec', 0.06],
      [1, '#fff8ec', 0],
    ],
    0,
    0,
    1,
    0.4,
  )}"/>`;
  body += `<rect width="${W}" height="${H}" fill="${defs.radial(
    [
      [0.55, '#1a140f', 0],
      [1, '#1a140f', 0.28],
    ],
    0.45,
    0.45,
    0.75,
  )}"/>`;
  body += grain(defs, art.seed + 1, { x: 0, y: 0, width: W, height: H }, 0.1);

  return svgDocument({ width: W, height: H, view: { x: 0, y: 0, width: W, height: H }, defs: defs.toString(), body });
}

function framedPrint(
  defs: Defs,
  x: number,
  y: number,
  outer: { width: number; height: number },
  print: { width: number; height: number },
  theme: RoomTheme,
  href: string,
): string {
  const f = FRAME_WIDTH;
  const inner = { x: x + f + theme.mat, y: y + f + theme.mat };
  const light = lighten(theme.frame, 0.28);
  const dark = darken(theme.frame, 0.3);
  let out = `<rect x="${n(x)}" y="${n(y)}" width="${n(outer.width)}" height="${n(outer.height)}" fill="${theme.frame}"/>`;
  // Bevelled frame edges: lit top and left, shaded bottom and right.
  out += `<path d="M${n(x)} ${n(y)}H${n(x + outer.width)}L${n(x + outer.width - f)} ${n(y + f)}H${n(x + f)}V${n(y + outer.height - f)}L${n(x)} ${n(y + outer.height)}Z" fill="${light}" fill-opacity="0.55"/>`;
  out += `<path d="M${n(x + outer.width)} ${n(y)}V${n(y + outer.height)}H${n(x)}L${n(x + f)} ${n(y + outer.height - f)}H${n(x + outer.width - f)}V${n(y + f)}Z" fill="${dark}" fill-opacity="0.5"/>`;
  if (theme.mat > 0) {
    out += `<rect x="${n(x + f)}" y="${n(y + f)}" width="${n(outer.width - 2 * f)}" height="${n(outer.height - 2 * f)}" fill="#f8f6f1"/>`;
    // The mat's cut edge catches light on two sides and throws a hairline shadow on the others.
    out += `<rect x="${n(inner.x - 3)}" y="${n(inner.y - 3)}" width="${n(print.width + 6)}" height="${n(print.height + 6)}" fill="#ffffff"/>`;
    out += `<path d="M${n(inner.x - 3)} ${n(inner.y - 3)}H${n(inner.x + print.width + 3)}V${n(inner.y + print.height + 3)}" fill="none" stroke="#d9d4ca" stroke-width="2"/>`;
  } else {
    out += `<rect x="${n(x + f - 2)}" y="${n(y + f - 2)}" width="${n(outer.width - 2 * f + 4)}" height="${n(outer.height - 2 * f + 4)}" fill="${darken(theme.frame, 0.5)}"/>`;
  }
  out += `<image x="${n(inner.x)}" y="${n(inner.y)}" width="${print.width}" height="${print.height}" preserveAspectRatio="none" href="${href}"/>`;
  // The frame's own shadow falling onto the print, and a faint sheen on the glazing.
  out += `<path d="M${n(inner.x)} ${n(inner.y)}h${print.width}v6h${n(-print.width + 6)}v${n(print.height - 6)}h-6Z" fill="#000000" fill-opacity="${theme.mat > 0 ? 0.08 : 0.18}"/>`;
  out += `<rect x="${n(inner.x)}" y="${n(inner.y)}" width="${print.width}" height="${print.height}" fill="${defs.linear(
    [
      [0, '#ffffff', 0.1],
      [0.35, '#ffffff', 0.02],
      [0.5, '#ffffff', 0.07],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  return out;
}

function floor(defs: Defs, random: Random, W: number, H: number, theme: RoomTheme): string {
  let out = `<rect x="0" y="${FLOOR_Y}" width="${W}" height="${H - FLOOR_Y}" fill="${defs.linear(
    [
      [0, darken(theme.floor, 0.18)],
      [1, lighten(theme.floor, 0.06)],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  // Boards run away from the viewer: seams converge, and rows widen toward the bottom.
  let seams = '';
  let shades = '';
  const vanish = pt(W * 0.5, FLOOR_Y - 900);
  for (let i = -16; i <= 16; i++) {
    const bottomX = W / 2 + i * 150;
    const t = (FLOOR_Y - vanish.y) / (H - vanish.y);
    const topX = vanish.x + (bottomX - vanish.x) * t;
    seams += `M${n(topX)} ${FLOOR_Y}L${n(bottomX)} ${H}`;
    if (random.chance(0.5)) {
      const nextBottom = bottomX + 150;
      const nextTop = vanish.x + (nextBottom - vanish.x) * t;
      shades += `M${n(topX)} ${FLOOR_Y}L${n(nextTop)} ${FLOOR_Y}L${n(nextBottom)} ${H}L${n(bottomX)} ${H}Z`;
    }
  }
  out += `<path d="${shades}" fill="${darken(theme.floor, 0.1)}" fill-opacity="0.35"/>`;
  out += `<path d="${seams}" stroke="${darken(theme.floor, 0.35)}" stroke-width="1.5" stroke-opacity="0.45"/>`;
  // Reflected window light on the polished floor.
  out += `<ellipse cx="${n(W * 0.28)}" cy="${n(FLOOR_Y + 90)}" rx="${n(W * 0.35)}" ry="80" fill="${defs.radial([
    [0, '#fff6e6', 0.3],
    [1, '#fff6e6', 0],
  ])}"/>`;
  return out;
}

function rug(defs: Defs, W: number, H: number, theme: RoomTheme): string {
  const top = FLOOR_Y + 40;
  const d = `M${n(W * 0.24)} ${top}H${n(W * 0.76)}L${n(W * 0.92)} ${H + 10}H${n(W * 0.08)}Z`;
  const border = `M${n(W * 0.255)} ${top + 12}H${n(W * 0.745)}L${n(W * 0.895)} ${H + 10}M${n(W * 0.105)} ${H + 10}L${n(W * 0.255)} ${top + 12}`;
  return (
    `<path d="${d}" fill="${defs.linear(
      [
        [0, darken(theme.rug, 0.08)],
        [1, theme.rug],
      ],
      0,
      0,
      0,
      1,
    )}"/>` + `<path d="${border}" fill="none" stroke="${darken(theme.rug, 0.25)}" stroke-width="4" stroke-opacity="0.6"/>`
  );
}

/** A low three-seat sofa with back and seat cushions, arms, and throw pillows in the print's colours. */
function sofa(defs: Defs, cx: number, palette: readonly string[], theme: RoomTheme): string {
  const fabric = theme.material;
  const half = 500;
  const seatTop = 720;
  const baseBottom = 838;
  const backTop = 600;
  const shade = (c: string) =>
    defs.linear(
      [
        [0, lighten(c, 0.08)],
        [1, darken(c, 0.14)],
      ],
      0,
      0,
      0,
      1,
    );
  let out = `<ellipse cx="${cx}" cy="${FLOOR_Y + 4}" rx="${half + 40}" ry="26" fill="${defs.radial([
    [0, '#1e160f', 0.45],
    [1, '#1e160f', 0],
  ])}"/>`;
  for (const lx of [cx - half + 50, cx + half - 62]) {
    out += `<path d="M${lx} ${baseBottom}h12l-3 ${FLOOR_Y - baseBottom}h-6Z" fill="#3a2a1e"/>`;
  }
  // Back frame, then back cushions.
  out += `<rect x="${cx - half + 40}" y="${backTop}" width="${2 * half - 80}" height="${seatTop - backTop + 40}" rx="28" fill="${darken(fabric, 0.1)}"/>`;
  const cushionW = (2 * half - 200) / 3;
  for (let i = 0; i < 3; i++) {
    const x = cx - half + 100 + i * cushionW;
    out += `<rect x="${n(x + 4)}" y="${backTop + 14}" width="${n(cushionW - 8)}" height="${seatTop - backTop + 10}" rx="26" fill="${shade(fabric)}"/>`;
    out += `<path d="M${n(x + 20)} ${backTop + 24}q${n(cushionW / 2 - 20)} -8 ${n(cushionW - 48)} 0" stroke="${lighten(fabric, 0.25)}" stroke-width="4" stroke-opacity="0.6" fill="none"/>`;
  }
  // Seat base and seat cushions.
  out += `<rect x="${cx - half + 60}" y="${seatTop + 40}" width="${2 * half - 120}" height="${baseBottom - seatTop - 40}" rx="10" fill="${darken(fabric, 0.08)}"/>`;
  for (let i = 0; i < 3; i++) {
    const x = cx - half + 100 + i * cushionW;
    out += `<rect x="${n(x + 3)}" y="${seatTop}" width="${n(cushionW - 6)}" height="62" rx="16" fill="${shade(lighten(fabric, 0.04))}"/>`;
    out += `<rect x="${n(x + 3)}" y="${seatTop}" width="${n(cushionW - 6)}" height="14" rx="7" fill="${lighten(fabric, 0.2)}" fill-opacity="0.7"/>`;
  }
  // Arms.
  for (const side of [-1, 1]) {
    const ax = side < 0 ? cx - half : cx + half - 110;
    out += `<rect x="${ax}" y="${seatTop - 70}" width="110" height="${baseBottom - seatTop + 70}" rx="34" fill="${shade(fabric)}"/>`;
    out += `<rect x="${ax + 10}" y="${seatTop - 66}" width="90" height="18" rx="9" fill="${lighten(fabric, 0.22)}" fill-opacity="0.6"/>`;
  }
  // Throw pillows in two of the print's colours.
  const accents = [palette[2], palette[3], palette[1]];
  const pillows = [
    { x: cx - half + 190, tilt: -8, colour: accents[0], pattern: 'stripes' },
    { x: cx - half + 320, tilt: 6, colour: mix(accents[1], '#ffffff', 0.55), pattern: 'plain' },
    { x: cx + half - 200, tilt: 9, colour: accents[1], pattern: 'dots' },
  ];
  for (const p of pillows) {
    const y = seatTop - 50;
    const d = `M${n(p.x - 78)} ${n(y - 70)}Q${n(p.x)} ${n(y - 84)} ${n(p.x + 78)} ${n(y - 70)}Q${n(p.x + 90)} ${n(y)} ${n(p.x + 78)} ${n(y + 70)}Q${n(p.x)} ${n(y + 82)} ${n(p.x - 78)} ${n(y + 70)}Q${n(p.x - 90)} ${n(y)} ${n(p.x - 78)} ${n(y - 70)}Z`;
    let pattern = '';
    if (p.pattern === 'stripes') {
      for (let s = -60; s <= 60; s += 24) pattern += `M${n(p.x + s)} ${n(y - 66)}V${n(y + 66)}`;
      pattern = `<path d="${pattern}" stroke="${lighten(p.colour, 0.45)}" stroke-width="6" stroke-opacity="0.7"/>`;
    } else if (p.pattern === 'dots') {
      for (let r = -2; r <= 2; r++) for (let c = -2; c <= 2; c++) pattern += `<circle cx="${n(p.x + c * 26)}" cy="${n(y + r * 26)}" r="4"/>`;
      pattern = `<g fill="${lighten(p.colour, 0.5)}" fill-opacity="0.8">${pattern}</g>`;
    }
    out +=
      `<g transform="rotate(${p.tilt} ${n(p.x)} ${n(y)})">` +
      `<path d="${d}" fill="${shade(p.colour)}"/>${pattern}` +
      `<path d="${d}" fill="${defs.radial([
        [0.5, '#000000', 0],
        [1, '#000000', 0.22],
      ])}"/></g>`;
  }
  return out;
}

/** A walnut or oak sideboard with fluted doors, books and a vase of dried grasses on top. */
function sideboard(defs: Defs, random: Random, cx: number, palette: readonly string[], theme: RoomTheme): string {
  const wood = theme.material;
  const half = 430;
  const top = 642;
  const bottom = 820;
  let out = `<ellipse cx="${cx}" cy="${FLOOR_Y + 2}" rx="${half + 30}" ry="20" fill="${defs.radial([
    [0, '#1e160f', 0.42],
    [1, '#1e160f', 0],
  ])}"/>`;
  out += `<rect x="${cx - half + 10}" y="${top - 6}" width="${2 * half - 20}" height="30" fill="#1e160f" fill-opacity="0.12"/>`;
  for (const lx of [cx - half + 40, cx + half - 52]) out += `<path d="M${lx} ${bottom}h12l-4 ${FLOOR_Y - bottom}h-4Z" fill="${darken(wood, 0.4)}"/>`;
  out += `<rect x="${cx - half}" y="${top}" width="${2 * half}" height="${bottom - top}" rx="4" fill="${defs.linear(
    [
      [0, lighten(wood, 0.06)],
      [1, darken(wood, 0.12)],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  out += `<rect x="${cx - half - 6}" y="${top - 10}" width="${2 * half + 12}" height="14" rx="3" fill="${lighten(wood, 0.12)}"/>`;
  // Four fluted doors.
  let flutesDark = '';
  let flutesLight = '';
  let doors = '';
  const doorW = (2 * half - 40) / 4;
  for (let d = 0; d < 4; d++) {
    const x0 = cx - half + 20 + d * doorW;
    doors += `M${n(x0)} ${top + 14}h${n(doorW - 4)}v${bottom - top - 28}h${n(-(doorW - 4))}Z`;
    for (let x = x0 + 8; x < x0 + doorW - 8; x += 12) {
      flutesDark += `M${n(x)} ${top + 20}V${bottom - 20}`;
      flutesLight += `M${n(x + 5)} ${top + 20}V${bottom - 20}`;
    }
  }
  out += `<path d="${doors}" fill="none" stroke="${darken(wood, 0.35)}" stroke-width="3"/>`;
  out += `<path d="${flutesDark}" stroke="${darken(wood, 0.3)}" stroke-width="3" stroke-opacity="0.5"/>`;
  out += `<path d="${flutesLight}" stroke="${lighten(wood, 0.2)}" stroke-width="2" stroke-opacity="0.45"/>`;
  // Books, lying flat, with a small bowl on top.
  const bx = cx - half + 60;
  const bookColours = [mix(palette[3], '#d9d2c4', 0.5), mix(palette[1], '#d9d2c4', 0.4), '#e9e3d6'];
  let by = top - 10;
  bookColours.forEach((c, i) => {
    const bw = 170 - i * 14;
    by -= 22;
    out += `<rect x="${bx + i * 6}" y="${by}" width="${bw}" height="22" rx="2" fill="${c}" stroke="${darken(c, 0.25)}" stroke-width="1.5"/>`;
    out += `<path d="M${bx + i * 6 + 6} ${by + 6}h${bw - 20}" stroke="${lighten(c, 0.4)}" stroke-width="2"/>`;
  });
  out += `<path d="M${bx + 34} ${by - 30}a52 30 0 0 0 104 0Z" fill="${defs.linear(
    [
      [0, '#f4efe6'],
      [1, '#cfc7b9'],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  // A stoneware vase with dried pampas and branches.
  const vx = cx + half - 110;
  const vase = `M${vx - 30} ${top - 10}C${vx - 62} ${top - 60} ${vx - 56} ${top - 120} ${vx - 18} ${top - 150}V${top - 178}h36V${top - 150}C${vx + 56} ${top - 120} ${vx + 62} ${top - 60} ${vx + 30} ${top - 10}Z`;
  let stems = '';
  let plumes = '';
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + random.range(-0.55, 0.55);
    const len = random.range(200, 330);
    const tip = pt(vx + Math.cos(a) * len, top - 175 + Math.sin(a) * len);
    stems += `M${vx} ${top - 170}Q${n((vx + tip.x) / 2 + random.range(-20, 20))} ${n((top - 170 + tip.y) / 2)} ${n(tip.x)} ${n(tip.y)}`;
    if (i % 2 === 0) {
      plumes += `<ellipse cx="${n(tip.x)}" cy="${n(tip.y + 30)}" rx="16" ry="52" transform="rotate(${n((a * 180) / Math.PI + 90)} ${n(tip.x)} ${n(tip.y)})"/>`;
    }
  }
  out += `<path d="${stems}" stroke="#8a6f4e" stroke-width="3" fill="none"/>`;
  out += `<g fill="#e8dcc2" fill-opacity="0.85">${plumes}</g>`;
  out += `<path d="${vase}" fill="${defs.linear(
    [
      [0, mix(palette[2], '#e9e2d4', 0.55)],
      [1, darken(mix(palette[2], '#e9e2d4', 0.55), 0.25)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  return out;
}

/** A slim black console on thin legs, with a trailing plant, books and a woven basket beneath. */
function consoleTable(defs: Defs, random: Random, cx: number, palette: readonly string[], theme: RoomTheme): string {
  const metal = theme.material;
  const half = 380;
  const top = 660;
  let out = `<ellipse cx="${cx}" cy="${FLOOR_Y + 2}" rx="${half + 20}" ry="16" fill="${defs.radial([
    [0, '#1e160f', 0.35],
    [1, '#1e160f', 0],
  ])}"/>`;
  out += `<rect x="${cx - half}" y="${top}" width="${2 * half}" height="16" rx="3" fill="${defs.linear(
    [
      [0, '#c9a57c'],
      [1, '#9c7a55'],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  out += `<path d="M${cx - half + 20} ${top + 16}V${FLOOR_Y}M${cx + half - 20} ${top + 16}V${FLOOR_Y}M${cx - half + 20} ${FLOOR_Y - 70}H${cx + half - 20}" stroke="${metal}" stroke-width="8"/>`;
  // Baskets on the low rail.
  for (const bx of [cx - 200, cx + 60]) {
    out += `<path d="M${bx} ${FLOOR_Y - 70}l12 -110h136l12 110Z" fill="#c4a47a"/>`;
    let weave = '';
    for (let y = FLOOR_Y - 172; y < FLOOR_Y - 74; y += 12) {
      const inset = 12 * ((FLOOR_Y - 70 - y) / 110) + 2;
      weave += `M${n(bx + inset)} ${y}H${n(bx + 160 - inset)}`;
    }
    out += `<path d="${weave}" stroke="#9c7c55" stroke-width="3" stroke-opacity="0.7"/>`;
  }
  // Trailing plant in a ceramic pot.
  const px = cx + half - 110;
  let vines = '';
  for (let v = 0; v < 5; v++) {
    const points: Point[] = [pt(px + random.range(-20, 20), top - 60)];
    let p = points[0];
    for (let s = 0; s < 5; s++) {
      p = pt(p.x + random.range(-10, 30), p.y + random.range(20, 45));
      points.push(p);
    }
    vines += smoothPath(points);
    for (const leafAt of points.slice(1)) {
      vines += `M${n(leafAt.x)} ${n(leafAt.y)}q14 -12 22 4q-12 12 -22 -4Z`;
    }
  }
  out += `<path d="${vines}" stroke="#3f6b45" stroke-width="3" fill="#4f7d52"/>`;
  out += `<path d="M${px - 50} ${top - 80}h100l-12 80h-76Z" fill="${mix(palette[1], '#efe9df', 0.6)}"/>`;
  let leaves = '';
  for (let i = 0; i < 12; i++) {
    const a = -Math.PI / 2 + random.range(-1.3, 1.3);
    const r = random.range(20, 60);
    leaves += `<ellipse cx="${n(px + Math.cos(a) * r)}" cy="${n(top - 90 + Math.sin(a) * r * 0.7)}" rx="22" ry="13" transform="rotate(${n((a * 180) / Math.PI)} ${n(px + Math.cos(a) * r)} ${n(top - 90 + Math.sin(a) * r * 0.7)})"/>`;
  }
  out += `<g fill="#4f7d52" stroke="#355b3a" stroke-width="2">${leaves}</g>`;
  // Stacked books with a candle.
  const bx = cx - half + 50;
  out += `<rect x="${bx}" y="${top - 26}" width="160" height="26" fill="${mix(palette[2], '#ddd6c8', 0.4)}"/><rect x="${bx + 8}" y="${top - 48}" width="140" height="22" fill="#ece6da"/>`;
  out += `<rect x="${bx + 60}" y="${top - 110}" width="34" height="62" rx="4" fill="#f4efe6"/><path d="M${bx + 77} ${top - 110}v-10" stroke="#333" stroke-width="2"/>`;
  return out;
}

/** A fiddle-leaf fig or a snake plant in a woven pot. */
function plant(defs: Defs, random: Random, x: number, kind: RoomTheme['plant']): string {
  const potTop = FLOOR_Y - 150;
  let out = `<ellipse cx="${x}" cy="${FLOOR_Y + 6}" rx="120" ry="20" fill="${defs.radial([
    [0, '#1e160f', 0.4],
    [1, '#1e160f', 0],
  ])}"/>`;
  out += kind === 'fig' ? fig(random, x, potTop) : snakePlant(defs, random, x, potTop);
  out += `<path d="M${x - 78} ${potTop}h156l-16 150h-124Z" fill="${defs.linear(
    [
      [0, '#d2b58c'],
      [1, '#a98b63'],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  let weave = '';
  for (let y = potTop + 14; y < FLOOR_Y - 6; y += 14) {
    const half = 76 - (16 * (y - potTop)) / 150;
    weave += `M${n(x - half)} ${y}H${n(x + half)}`;
  }
  out += `<path d="${weave}" stroke="#8d7150" stroke-width="3" stroke-opacity="0.55"/>`;
  return out;
}

/** Tall sword leaves with yellow edges and banded markings. */
function snakePlant(defs: Defs, random: Random, x: number, potTop: number): string {
  let out = '';
  const blade = defs.linear(
    [
      [0, '#2f5a3a'],
      [0.5, '#4d7d4f'],
      [1, '#2a4f33'],
    ],
    0,
    0,
    1,
    0,
  );
  for (let i = 0; i < 9; i++) {
    const baseX = x + (i - 4) * 14 + random.jitter(0, 4);
    const height = random.range(260, 430);
    const lean = (i - 4) * random.range(8, 16);
    const width = random.range(26, 38);
    const tip = pt(baseX + lean, potTop - height);
    const d = `M${n(baseX - width / 2)} ${potTop + 6}C${n(baseX - width / 2 + lean * 0.3)} ${n(potTop - height * 0.5)} ${n(tip.x - width * 0.4)} ${n(tip.y + height * 0.2)} ${n(tip.x)} ${n(tip.y)}C${n(tip.x + width * 0.4)} ${n(tip.y + height * 0.2)} ${n(baseX + width / 2 + lean * 0.3)} ${n(potTop - height * 0.5)} ${n(baseX + width / 2)} ${potTop + 6}Z`;
    out += `<path d="${d}" fill="${blade}" stroke="#c9b85a" stroke-width="3"/>`;
    let bands = '';
    for (let b = 1; b < 7; b++) {
      const t = b / 8;
      const bx = baseX + lean * t * t;
      const by = potTop - height * t;
      bands += `M${n(bx - width * 0.3 * (1 - t))} ${n(by)}q${n(width * 0.3 * (1 - t))} -6 ${n(width * 0.6 * (1 - t))} 0`;
    }
    out += `<path d="${bands}" stroke="#a9c59a" stroke-width="3" stroke-opacity="0.45" fill="none"/>`;
  }
  return out;
}

function fig(random: Random, x: number, potTop: number): string {
  const out = `<path d="M${x} ${potTop}C${x - 8} ${potTop - 200} ${x + 14} ${potTop - 320} ${x + 4} ${potTop - 470}" stroke="#5c4330" stroke-width="9" fill="none"/>`;
  let leaves = '';
  let veins = '';
  for (let i = 0; i < 17; i++) {
    const along = random.range(0.25, 1);
    const stemX = x + 4 * along;
    const y = potTop - along * 470;
    const side = i % 2 === 0 ? -1 : 1;
    const len = random.range(70, 110);
    const a = (side < 0 ? Math.PI : 0) + side * random.range(-0.9, -0.2);
    const tip = pt(stemX + Math.cos(a) * len, y + Math.sin(a) * len);
    const mid = pt((stemX + tip.x) / 2, (y + tip.y) / 2);
    const nx = -(tip.y - y) / len;
    const ny = (tip.x - stemX) / len;
    const wide = len * 0.42;
    const colour = random.pick(['#35613c', '#2d5535', '#41724a', '#3a6a42']);
    leaves += `<path d="M${n(stemX)} ${n(y)}Q${n(mid.x + nx * wide)} ${n(mid.y + ny * wide)} ${n(tip.x)} ${n(tip.y)}Q${n(mid.x - nx * wide)} ${n(mid.y - ny * wide)} ${n(stemX)} ${n(y)}Z" fill="${colour}"/>`;
    veins += `M${n(stemX)} ${n(y)}L${n(tip.x)} ${n(tip.y)}`;
  }
  return out + leaves + `<path d="${veins}" stroke="#6f9a6a" stroke-width="2" stroke-opacity="0.6"/>`;
}

/** A slim floor lamp with a linen drum shade, glowing softly. */
function floorLamp(defs: Defs, x: number, theme: RoomTheme): string {
  const shadeTop = 430;
  return (
    `<ellipse cx="${x}" cy="${shadeTop + 60}" rx="200" ry="200" fill="${defs.radial([
      [0, '#fff1d0', 0.35],
      [1, '#fff1d0', 0],
    ])}"/>` +
    `<path d="M${x} ${shadeTop + 100}V${FLOOR_Y}" stroke="#2b2b2b" stroke-width="6"/>` +
    `<ellipse cx="${x}" cy="${FLOOR_Y}" rx="44" ry="9" fill="#2b2b2b"/>` +
    `<path d="M${x - 70} ${shadeTop}h140l18 110h-176Z" fill="${defs.linear(
      [
        [0, '#f6efe1'],
        [1, '#e2d6bf'],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<path d="M${x - 88} ${shadeTop + 110}h176" stroke="${darken(theme.wall, 0.3)}" stroke-width="2"/>`
  );
}
