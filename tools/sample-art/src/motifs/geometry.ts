import type { Random } from '../random';
import { alpha, darken, n } from '../svg-kit';
import type { Motif } from './motif';

type TileKind = 'quarter' | 'half' | 'triangle' | 'ring' | 'diamond' | 'petals' | 'arches' | 'leaf';
const KINDS: TileKind[] = ['quarter', 'half', 'triangle', 'ring', 'diamond', 'petals', 'arches', 'leaf'];

interface Tile {
  kind: TileKind;
  rotation: number;
  colours: [background: string, shape: string, accent: string];
}

/**
 * Rangoli-like tessellation: a mirrored grid of screen-printed tiles (quarter circles, petals, arches...)
 * around a central rangoli flower, with kolam dots at the grid crossings.
 */
export const geometry: Motif = ({ width: w, height: h, palette, random }) => {
  const [cream, marigold, fuchsia, teal, navy] = palette;
  const cols = 8;
  const rows = 6;
  const margin = 80;
  const cell = Math.floor(Math.min((w - 2 * margin) / cols, (h - 2 * margin) / rows));
  const gx = (w - cell * cols) / 2;
  const gy = (h - cell * rows) / 2;
  let body = `<rect width="${w}" height="${h}" fill="${cream}"/>`;

  // Left half is drawn at random, the right half mirrors it: the symmetry of a rangoli.
  const tileRandom = random.fork(1);
  const weighted = [marigold, marigold, fuchsia, fuchsia, teal, teal, navy, cream];
  const grid: Tile[][] = [];
  for (let r = 0; r < rows; r++) {
    grid.push([]);
    for (let c = 0; c < cols / 2; c++) {
      const background = tileRandom.pick(weighted);
      const shape = tileRandom.pick(weighted.filter((colour) => colour !== background));
      const accent = tileRandom.pick([cream, marigold, fuchsia, teal, navy].filter((x) => x !== shape && x !== background));
      grid[r].push({ kind: tileRandom.pick(KINDS), rotation: tileRandom.int(0, 3) * 90, colours: [background, shape, accent] });
    }
  }

  const centre = { c0: cols / 2 - 1, r0: rows / 2 - 1 };
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (c >= centre.c0 && c <= centre.c0 + 1 && r >= centre.r0 && r <= centre.r0 + 1) continue;
      const mirrored = c >= cols / 2;
      const tile = grid[r][mirrored ? cols - 1 - c : c];
      const x = gx + c * cell;
      const y = gy + r * cell;
      const place = mirrored ? `translate(${n(x + cell)} ${n(y)}) scale(-1 1)` : `translate(${n(x)} ${n(y)})`;
      body += `<g transform="${place} rotate(${tile.rotation} ${cell / 2} ${cell / 2})">${drawTile(tile, cell)}</g>`;
    }
  }

  const cx = gx + (centre.c0 + 1) * cell;
  const cy = gy + (centre.r0 + 1) * cell;
  body += rangoliFlower(cx, cy, cell, palette);

  // Kolam dots where the tiles meet.
  let dots = '';
  for (let r = 1; r < rows; r++) {
    for (let c = 1; c < cols; c++) {
      const x = gx + c * cell;
      const y = gy + r * cell;
      if (Math.abs(x - cx) < cell * 0.9 && Math.abs(y - cy) < cell * 0.9) continue;
      dots += `<circle cx="${n(x)}" cy="${n(y)}" r="7"/>`;
    }
  }
  body += `<g fill="${cream}">${dots}</g>`;

  // A hairline frame, as on a printed sheet.
  body += `<rect x="${n(gx - 22)}" y="${n(gy - 22)}" width="${n(cell * cols + 44)}" height="${n(cell * rows + 44)}" fill="none" stroke="${navy}" stroke-width="2" stroke-opacity="0.6"/>`;

  body += powder(random.fork(2), gx, gy, cell * cols, cell * rows, [cream, darken(navy, 0.2)]);

  return {
    body,
    focus: [
      { x: cx, y: cy, size: cell * 2.5 },
      { x: gx + cell * 1.5, y: gy + cell * 1.5, size: cell * 2.4 },
    ],
  };
};

function drawTile(tile: Tile, s: number): string {
  const [bg, fg, accent] = tile.colours;
  const h = s / 2;
  const rect = `<rect width="${s}" height="${s}" fill="${bg}"/>`;
  switch (tile.kind) {
    case 'quarter':
      return (
        rect +
        `<path d="M0 0H${s}A${s} ${s} 0 0 1 0 ${s}Z" fill="${fg}"/>` +
        `<path d="M0 0H${n(s * 0.5)}A${n(s * 0.5)} ${n(s * 0.5)} 0 0 1 0 ${n(s * 0.5)}Z" fill="${accent}"/>`
      );
    case 'half':
      return (
        rect +
        `<path d="M0 ${s}A${h} ${h} 0 0 1 ${s} ${s}Z" fill="${fg}"/>` +
        `<path d="M${n(s * 0.25)} ${s}A${n(s * 0.25)} ${n(s * 0.25)} 0 0 1 ${n(s * 0.75)} ${s}Z" fill="${accent}"/>` +
        `<circle cx="${h}" cy="${n(s * 0.22)}" r="${n(s * 0.09)}" fill="${fg}"/>`
      );
    case 'triangle':
      return (
        rect +
        `<path d="M0 0H${s}L0 ${s}Z" fill="${fg}"/>` +
        `<path d="M${n(s * 0.55)} ${s}L${s} ${n(s * 0.55)}V${s}Z" fill="${accent}"/>`
      );
    case 'ring':
      return (
        rect +
        `<circle cx="${h}" cy="${h}" r="${n(s * 0.4)}" fill="${fg}"/>` +
        `<circle cx="${h}" cy="${h}" r="${n(s * 0.24)}" fill="${accent}"/>` +
        `<circle cx="${h}" cy="${h}" r="${n(s * 0.08)}" fill="${bg}"/>`
      );
    case 'diamond':
      return (
        rect +
        `<path d="M${h} 0L${s} ${h}L${h} ${s}L0 ${h}Z" fill="${fg}"/>` +
        `<path d="M${h} ${n(s * 0.25)}L${n(s * 0.75)} ${h}L${h} ${n(s * 0.75)}L${n(s * 0.25)} ${h}Z" fill="${accent}"/>`
      );
    case 'petals': {
      let petals = '';
      for (let i = 0; i < 4; i++) petals += `<path d="${almond(h, h, s * 0.47, s * 0.17)}" transform="rotate(${45 + i * 90} ${h} ${h})"/>`;
      return rect + `<g fill="${fg}">${petals}</g><circle cx="${h}" cy="${h}" r="${n(s * 0.11)}" fill="${accent}"/>`;
    }
    case 'arches':
      return (
        rect +
        `<path d="M0 ${s}A${s} ${s} 0 0 1 ${s} 0V${s}Z" fill="${fg}"/>` +
        `<path d="M${n(s * 0.33)} ${s}A${n(s * 0.67)} ${n(s * 0.67)} 0 0 1 ${s} ${n(s * 0.33)}V${s}Z" fill="${accent}"/>` +
        `<path d="M${n(s * 0.66)} ${s}A${n(s * 0.34)} ${n(s * 0.34)} 0 0 1 ${s} ${n(s * 0.66)}V${s}Z" fill="${bg}"/>`
      );
    case 'leaf':
      return (
        rect +
        `<path d="M0 ${s}A${s} ${s} 0 0 1 ${s} 0A${s} ${s} 0 0 1 0 ${s}Z" fill="${fg}"/>` +
        `<path d="M${n(s * 0.18)} ${n(s * 0.82)}L${n(s * 0.82)} ${n(s * 0.18)}" stroke="${accent}" stroke-width="${n(s * 0.04)}"/>`
      );
  }
}

/** A pointed petal from (cx, cy) outwards (upwards) of the given length and half-width. */
function almond(cx: number, cy: number, length: number, half: number): string {
  return `M${n(cx)} ${n(cy)}Q${n(cx + half * 1.4)} ${n(cy - length * 0.5)} ${n(cx)} ${n(cy - length)}Q${n(cx - half * 1.4)} ${n(cy - length * 0.5)} ${n(cx)} ${n(cy)}Z`;
}

/** The centrepiece: a rangoli flower of petal rings over a 2×2 tile square. */
function rangoliFlower(cx: number, cy: number, cell: number, palette: readonly string[]): string {
  const [cream, marigold, fuchsia, teal, navy] = palette;
  const ring = (count: number, length: number, half: number, colour: string, offset = 0) => {
    let out = '';
    for (let i = 0; i < count; i++) out += `<path d="${almond(cx, cy, length, half)}" transform="rotate(${n(offset + (360 / count) * i)} ${n(cx)} ${n(cy)})"/>`;
    return `<g fill="${colour}">${out}</g>`;
  };
  let dots = '';
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    dots += `<circle cx="${n(cx + Math.cos(a) * cell * 0.5)}" cy="${n(cy + Math.sin(a) * cell * 0.5)}" r="${n(cell * 0.028)}"/>`;
  }
  return (
    `<rect x="${n(cx - cell)}" y="${n(cy - cell)}" width="${n(cell * 2)}" height="${n(cell * 2)}" fill="${navy}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(cell * 0.96)}" fill="${darken(navy, 0.15)}"/>` +
    ring(16, cell * 0.95, cell * 0.13, teal, 11.25) +
    ring(16, cell * 0.86, cell * 0.16, fuchsia) +
    ring(8, cell * 0.62, cell * 0.2, marigold, 22.5) +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(cell * 0.36)}" fill="${navy}"/>` +
    `<g fill="${cream}">${dots}</g>` +
    ring(8, cell * 0.32, cell * 0.1, cream) +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(cell * 0.1)}" fill="${marigold}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(cell * 0.04)}" fill="${fuchsia}"/>` +
    corner(cx - cell, cy - cell, 0, cell, marigold) +
    corner(cx + cell, cy - cell, 90, cell, marigold) +
    corner(cx + cell, cy + cell, 180, cell, marigold) +
    corner(cx - cell, cy + cell, 270, cell, marigold)
  );
}

function corner(x: number, y: number, rotation: number, cell: number, colour: string): string {
  const r = cell * 0.28;
  return `<path d="M${n(x)} ${n(y)}h${n(r)}A${n(r)} ${n(r)} 0 0 1 ${n(x)} ${n(y + r)}Z" fill="${colour}" transform="rotate(${rotation} ${n(x)} ${n(y)})"/>`;
}

/** Loose grains of rangoli powder scattered over the pattern. */
function powder(random: Random, x: number, y: number, width: number, height: number, colours: string[]): string {
  let out = '';
  for (let i = 0; i < 500; i++) {
    out += `<circle cx="${n(x + random.next() * width)}" cy="${n(y + random.next() * height)}" r="${n(random.range(0.6, 2))}" fill="${random.pick(colours)}" fill-opacity="${alpha(random.range(0.2, 0.55))}"/>`;
  }
  return out;
}
