import type { Random } from './random';

/** Small building blocks shared by the artwork and room pictures: numbers, colours, paths, gradients, texture. */

export interface Point {
  x: number;
  y: number;
}

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One decimal is below a pixel at every size we render, and keeps the SVG text small. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Opacities need two decimals to stay smooth in faint, many-layered washes. */
export function alpha(value: number): string {
  return String(Math.round(Math.min(1, Math.max(0, value)) * 100) / 100);
}

export function pt(x: number, y: number): Point {
  return { x, y };
}

function parseHex(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** The colour t of the way from a to b (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * Math.min(1, Math.max(0, t)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

export const lighten = (colour: string, t: number): string => mix(colour, '#ffffff', t);
export const darken = (colour: string, t: number): string => mix(colour, '#000000', t);

/** A smooth (Catmull-Rom) curve through the points, as path data. */
export function smoothPath(points: readonly Point[], closed = false): string {
  if (points.length < 2) return '';
  const count = points.length;
  const at = (i: number): Point => {
    if (closed) return points[((i % count) + count) % count];
    return points[Math.min(count - 1, Math.max(0, i))];
  };
  let d = `M${n(points[0].x)} ${n(points[0].y)}`;
  const segments = closed ? count : count - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1 = pt(p1.x + (p2.x - p0.x) / 6, p1.y + (p2.y - p0.y) / 6);
    const c2 = pt(p2.x - (p3.x - p1.x) / 6, p2.y - (p3.y - p1.y) / 6);
    d += `C${n(c1.x)} ${n(c1.y)} ${n(c2.x)} ${n(c2.y)} ${n(p2.x)} ${n(p2.y)}`;
  }
  return closed ? `${d}Z` : d;
}

/** `count + 1` evenly spaced values from `from` to `to`, both ends included. */
export function steps(from: number, to: number, count: number): number[] {
  return Array.from({ length: count + 1 }, (_, i) => from + ((to - from) * i) / count);
}

export function polygon(points: readonly Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(p.x)} ${n(p.y)}`).join('') + 'Z';
}

/** A circle as path data (two half arcs), for shapes that must be paths, like the double-lined outlines. */
export function circlePath(cx: number, cy: number, r: number): string {
  return `M${n(cx + r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 1 ${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 1 ${n(cx + r)} ${n(cy)}Z`;
}

export type Stop = [offset: number, colour: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(([offset, colour, opacity]) =>
      opacity === undefined
        ? `<stop offset="${n(offset * 100)}%" stop-color="${colour}"/>`
        : `<stop offset="${n(offset * 100)}%" stop-color="${colour}" stop-opacity="${opacity}"/>`,
    )
    .join('');
}

/** Collects <defs> entries under unique ids; each helper returns what to put in a fill/filter attribute. */
export class Defs {
  private readonly entries: string[] = [];
  private counter = 0;

  constructor(private readonly prefix: string) {}

  add(kind: string, build: (id: string) => string): string {
    const id = `${this.prefix}${kind}${this.counter++}`;
    this.entries.push(build(id));
    return id;
  }

  /** A linear gradient; with `user` the coordinates are picture coordinates, otherwise 0..1 of the shape. */
  linear(list: readonly Stop[], x1: number, y1: number, x2: number, y2: number, user = false): string {
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    const id = this.add(
      'lg',
      (id) =>
        `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${units}>${stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, user = false): string {
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    const id = this.add(
      'rg',
      (id) => `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${units}>${stops(list)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A Gaussian blur; `margin` widens the filter region (fraction of the shape) so soft edges are not clipped. */
  blur(deviation: number, margin = 0.3): string {
    const m = n(margin * 100);
    const size = n(100 + margin * 200);
    const id = this.add(
      'bl',
      (id) =>
        `<filter id="${id}" x="-${m}%" y="-${m}%" width="${size}%" height="${size}%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  toString(): string {
    return this.entries.join('');
  }
}

/**
 * Paper grain: a small tile of stitched fractal noise (dark and light specks), repeated over the picture.
 * Rendering the noise once per tile keeps it cheap (a full-picture turbulence costs about a second); in a
 * close-up the grain scales up with the picture, like paper seen through a macro lens.
 */
export function grain(defs: Defs, seed: number, area: ViewBox, strength: number): string {
  const tile = 240;
  const frequency = 0.4;
  const filter = defs.add(
    'gf',
    (id) =>
      `<filter id="${id}" x="0" y="0" width="${n(tile)}" height="${n(tile)}" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">` +
      `<feTurbulence type="fractalNoise" baseFrequency="${frequency.toFixed(4)}" numOctaves="2" seed="${seed % 1000}" stitchTiles="stitch" result="t"/>` +
      `<feColorMatrix in="t" type="matrix" values="0 0 0 0 0.12 0 0 0 0 0.1 0 0 0 0 0.08 -2.2 0 0 0 1.1" result="dark"/>` +
      `<feColorMatrix in="t" type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 0.97 0 -2.2 0 0 1.1" result="light"/>` +
      `<feMerge><feMergeNode in="dark"/><feMergeNode in="light"/></feMerge></filter>`,
  );
  const pattern = defs.add(
    'gp',
    (id) =>
      `<pattern id="${id}" width="${n(tile)}" height="${n(tile)}" patternUnits="userSpaceOnUse">` +
      `<rect width="${n(tile)}" height="${n(tile)}" fill="#808080" filter="url(#${filter})"/></pattern>`,
  );
  return `<rect x="${n(area.x)}" y="${n(area.y)}" width="${n(area.width)}" height="${n(area.height)}" fill="url(#${pattern})" fill-opacity="${alpha(strength)}"/>`;
}

/** Soft blotches of slightly lighter and darker tone: the uneven wash of real paint or handmade paper. */
export function mottle(defs: Defs, random: Random, area: ViewBox, colours: readonly string[], count: number, alpha = 0.12): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const colour = random.pick(colours);
    const fill = defs.radial([
      [0, colour, alpha],
      [1, colour, 0],
    ]);
    const r = random.range(0.08, 0.28) * Math.max(area.width, area.height);
    out += `<ellipse cx="${n(area.x + random.next() * area.width)}" cy="${n(area.y + random.next() * area.height)}" rx="${n(r)}" ry="${n(r * random.range(0.5, 1))}" fill="${fill}"/>`;
  }
  return out;
}

export interface BrushOptions {
  width: number;
  colour: string;
  /** How many bristle lines make up the stroke. */
  bristles?: number;
  /** Opacity of the solid body under the bristles (0 for a dry brush). */
  body?: number;
  bristleOpacity?: [number, number];
  /** Colours the bristles are drawn in (defaults to the stroke colour with light and dark variations). */
  bristleColours?: readonly string[];
}

function normalAt(points: readonly Point[], i: number): Point {
  const a = points[Math.max(0, i - 1)];
  const b = points[Math.min(points.length - 1, i + 1)];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  return pt(-dy / len, dx / len);
}

/** Sample a smooth centre line into evenly spread points (for brushes that need normals). */
function sampleCurve(points: readonly Point[], perSegment = 8): Point[] {
  const out: Point[] = [];
  const at = (i: number) => points[Math.min(points.length - 1, Math.max(0, i))];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    for (let s = 0; s < perSegment; s++) {
      const t = s / perSegment;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push(pt(f(p0.x, p1.x, p2.x, p3.x), f(p0.y, p1.y, p2.y, p3.y)));
    }
  }
  out.push(points[points.length - 1]);
  return out;
}

/**
 * A painterly brush stroke along a centre line: a translucent body plus many thin bristle lines that taper
 * at both ends and wander slightly, which is what makes a flat vector band read as paint.
 */
export function brushStroke(random: Random, centre: readonly Point[], options: BrushOptions): string {
  const line = sampleCurve(centre, 6);
  const half = options.width / 2;
  // Full width soon after the brush lands, thinning out over the last third as the paint runs dry.
  const taper = (i: number) => {
    const t = i / (line.length - 1);
    return Math.pow(Math.min(1, Math.max(0.05, t / 0.06)), 0.5) * Math.pow(Math.min(1, Math.max(0.04, (1 - t) / 0.35)), 0.7);
  };
  let out = '';
  const body = options.body ?? 0.55;
  if (body > 0) {
    const left: Point[] = [];
    const right: Point[] = [];
    line.forEach((p, i) => {
      const nrm = normalAt(line, i);
      const w = half * taper(i) * random.range(0.9, 1);
      left.push(pt(p.x + nrm.x * w, p.y + nrm.y * w));
      right.push(pt(p.x - nrm.x * w, p.y - nrm.y * w));
    });
    out += `<path d="${smoothPath([...left, ...right.reverse()], true)}" fill="${options.colour}" fill-opacity="${alpha(body)}"/>`;
  }
  const count = options.bristles ?? Math.max(6, Math.round(options.width / 5));
  const [lo, hi] = options.bristleOpacity ?? [0.25, 0.7];
  const colours = options.bristleColours ?? [
    options.colour,
    lighten(options.colour, 0.18),
    darken(options.colour, 0.15),
  ];
  for (let b = 0; b < count; b++) {
    const offset = (b / Math.max(1, count - 1)) * 2 - 1;
    // Each bristle starts and stops a little differently, like hairs running out of paint.
    const start = Math.floor(random.range(0, 0.18) * line.length);
    const end = line.length - Math.floor(random.range(0, 0.25) * line.length);
    const wobble = random.range(0.5, 2.5);
    const phase = random.range(0, Math.PI * 2);
    const pts: Point[] = [];
    for (let i = start; i < end; i += 2) {
      const nrm = normalAt(line, i);
      const o = offset * half * taper(i) + Math.sin(i * 0.35 + phase) * wobble;
      pts.push(pt(line[i].x + nrm.x * o, line[i].y + nrm.y * o));
    }
    if (pts.length < 2) continue;
    out += `<path d="${smoothPath(pts)}" fill="none" stroke="${random.pick(colours)}" stroke-width="${n(random.range(1, 3.6))}" stroke-opacity="${alpha(random.range(lo, hi))}" stroke-linecap="round"/>`;
  }
  return out;
}

export function svgDocument(options: { width: number; height: number; view: ViewBox; defs: string; body: string }): string {
  const { width, height, view } = options;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" ` +
    `viewBox="${n(view.x)} ${n(view.y)} ${n(view.width)} ${n(view.height)}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${options.defs}</defs>${options.body}</svg>`
  );
}
