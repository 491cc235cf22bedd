import type { Random } from '../random';
import { circlePath, darken, lighten, mix, mottle, n, pt, smoothPath, type Defs, type Point } from '../svg-kit';
import type { Motif, Palette } from './motif';

/**
 * A Mughal-miniature peacock: a maroon border with a gold vine, a lapis sky with gold-edged cloud scrolls,
 * a flowering green mound, a cypress, and the peacock in profile with its train of eyed feathers sweeping
 * down to the right, all touched with gold.
 */
export const peacock: Motif = ({ width: w, height: h, palette, random, defs }) => {
  const [ivory, emerald, lapis, gold, maroon] = palette;
  const goldLeaf = defs.linear(
    [
      [0, lighten(gold, 0.35)],
      [0.45, gold],
      [0.7, darken(gold, 0.15)],
      [1, lighten(gold, 0.2)],
    ],
    0,
    0,
    1,
    1,
  );
  const panel = { x: 172, y: 172, size: w - 344 };
  let body = `<rect width="${w}" height="${h}" fill="${maroon}"/>`;
    body += vineBorder(random.fork(2), w, h, palette);
  for (const [x, y] of [
    [60, 60],
    [w - 60, 60],
    [w - 60, h - 60],
    [60, h - 60],
  ]) {
    body += rosette(x, y, palette);
  }
  // Gold rules and the lapis inner band with its dots.
  body += `<rect x="118" y="118" width="${w - 236}" height="${h - 236}" fill="${lapis}" stroke="${gold}" stroke-width="7"/>`;
  let dots = '';
  for (let i = 0; i < 4; i++) {
    const len = w - 290;
    for (let d = 20; d < len; d += 38) {
      const [x, y] = [
        [145 + d, 145],
        [w - 145, 145 + d],
        [w - 145 - d, h - 145],
        [145, h - 145 - d],
      ][i];
      dots += `<circle cx="${n(x)}" cy="${n(y)}" r="5"/>`;
    }
  }
  body += `<g fill="${gold}">${dots}</g>`;
  body += `<rect x="${panel.x - 4}" y="${panel.y - 4}" width="${panel.size + 8}" height="${panel.size + 8}" fill="none" stroke="${gold}" stroke-width="6"/>`;

  // The painted panel.
  const { x: px, y: py, size } = panel;
  const horizonY = py + size * 0.3;
  body += `<clipPath id="peacock-panel"><rect x="${px}" y="${py}" width="${size}" height="${size}"/></clipPath><g clip-path="url(#peacock-panel)">`;
  body += `<rect x="${px}" y="${py}" width="${size}" height="${size}" fill="${mix(ivory, emerald, 0.12)}"/>`;
  body += mottle(defs, random.fork(3), { x: px, y: py, width: size, height: size }, [ivory, mix(ivory, gold, 0.3), mix(ivory, emerald, 0.25)], 8, 0.45);
  // Sky strip with a wavy lower edge, as miniaturists paint it.
  let skyEdge = `M${px} ${py}H${px + size}V${n(horizonY - 40)}`;
  for (let i = 0; i < 10; i++) {
    const x = px + size - (i * size) / 10;
    skyEdge += `Q${n(x - size / 20)} ${n(horizonY - 10)} ${n(x - size / 10)} ${n(horizonY - 40)}`;
  }
  body += `<path d="${skyEdge}Z" fill="${defs.linear(
    [
      [0, darken(lapis, 0.25)],
      [1, lighten(lapis, 0.35)],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  body += cloudScrolls(random.fork(4), px, py, size, horizonY, palette);
  // Gold stars pricked into the sky.
  const starRandom = random.fork(5);
  let stars = '';
  for (let i = 0; i < 40; i++) stars += `<circle cx="${n(px + starRandom.next() * size)}" cy="${n(py + starRandom.range(10, (horizonY - py) * 0.75))}" r="${n(starRandom.range(1.5, 3.2))}"/>`;
  body += `<g fill="${lighten(gold, 0.3)}">${stars}</g>`;

  // The mound: a rolling green hill with a darker rim, in front of softer far hills.
  const groundTop = py + size * 0.66;
  body += distantHills(random.fork(9), px, size, horizonY, groundTop, palette);
  const mound = `M${px} ${n(groundTop + 60)}C${n(px + size * 0.25)} ${n(groundTop - 30)} ${n(px + size * 0.6)} ${n(groundTop - 10)} ${n(px + size)} ${n(groundTop + 30)}V${py + size}H${px}Z`;
  body += `<path d="${mound}" fill="${defs.linear(
    [
      [0, mix(emerald, gold, 0.2)],
      [1, darken(emerald, 0.25)],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  body += `<path d="M${px} ${n(groundTop + 60)}C${n(px + size * 0.25)} ${n(groundTop - 30)} ${n(px + size * 0.6)} ${n(groundTop - 10)} ${n(px + size)} ${n(groundTop + 30)}" fill="none" stroke="${darken(emerald, 0.35)}" stroke-width="5"/>`;

  body += cypress(px + size * 0.1, groundTop + 40, size * 0.52, palette);
  body += flowerShrubs(random.fork(6), px, groundTop, size, palette);
  body += meadowFlowers(random.fork(10), px, groundTop, size, palette);

  // The peacock.
  body += floweringTree(random.fork(8), px + size * 0.8, groundTop + 10, palette);
  const bodyCentre = pt(px + size * 0.33, py + size * 0.6);
  const end = pt(px + size - 90, py + size - 110);
  body += train(random.fork(7), defs, pt(bodyCentre.x + 95, bodyCentre.y + 12), end, palette);
  // The bird is drawn a little larger than life, about the point where the train joins it.
  const rump = pt(bodyCentre.x + 95, bodyCentre.y + 12);
  body += `<g transform="translate(${n(rump.x)} ${n(rump.y)}) scale(1.18) translate(${n(-rump.x)} ${n(-rump.y)})">${peacockFigure(defs, bodyCentre, palette, goldLeaf)}</g>`;

  // An aged edge, then a fine gold rule around the painting.
  body += `<rect x="${px}" y="${py}" width="${size}" height="${size}" fill="${defs.radial([
    [0.6, '#6b4a1f', 0],
    [1, '#6b4a1f', 0.18],
  ])}"/></g>`;
  body += `<rect x="${px}" y="${py}" width="${size}" height="${size}" fill="none" stroke="${darken(gold, 0.2)}" stroke-width="2"/>`;

  return {
    body,
    focus: [
      { x: bodyCentre.x - 40, y: bodyCentre.y - 150, size: w * 0.34 },
      { x: end.x - 180, y: end.y - 130, size: w * 0.32 },
    ],
  };
};

/** A gold vine winding round the maroon border, with leaves and small ivory flowers. */
function vineBorder(random: Random, w: number, h: number, palette: Palette): string {
  const [ivory, emerald, , gold] = palette;
  const mid = 60;
  let vine = '';
  let leaves = '';
  let flowers = '';
  const sides: Array<(t: number, off: number) => Point> = [
    (t, off) => pt(mid + t * (w - 2 * mid), mid + off),
    (t, off) => pt(w - mid - off, mid + t * (h - 2 * mid)),
    (t, off) => pt(w - mid - t * (w - 2 * mid), h - mid - off),
    (t, off) => pt(mid + off, h - mid - t * (h - 2 * mid)),
  ];
  for (const side of sides) {
    const waves = 11;
    const points: Point[] = [];
    for (let i = 0; i <= waves * 4; i++) {
      const t = i / (waves * 4);
      points.push(side(t, Math.sin(t * waves * Math.PI * 2) * 18));
    }
    vine += smoothPath(points);
    for (let k = 0; k < waves * 2; k++) {
      const t = (k + 0.25) / (waves * 2);
      const up = k % 2 === 0 ? 1 : -1;
      const at = side(t, up * 18);
      const tip = side(t + 0.012, up * 40);
      leaves += `M${n(at.x)} ${n(at.y)}Q${n((at.x + tip.x) / 2 + (tip.y - at.y) * 0.3)} ${n((at.y + tip.y) / 2 - (tip.x - at.x) * 0.3)} ${n(tip.x)} ${n(tip.y)}Q${n((at.x + tip.x) / 2 - (tip.y - at.y) * 0.3)} ${n((at.y + tip.y) / 2 + (tip.x - at.x) * 0.3)} ${n(at.x)} ${n(at.y)}Z`;
      if (k % 2 === 1) {
        const f = side((k + 0.75) / (waves * 2), 0);
        flowers += `<circle cx="${n(f.x)}" cy="${n(f.y)}" r="11" fill="${ivory}" stroke="${gold}" stroke-width="3"/><circle cx="${n(f.x)}" cy="${n(f.y)}" r="4" fill="${random.pick([emerald, gold])}"/>`;
      }
    }
  }
  return `<path d="${vine}" fill="none" stroke="${gold}" stroke-width="5"/><path d="${leaves}" fill="${mix(gold, emerald, 0.35)}"/>${flowers}`;
}

/** Stylised cloud scrolls (the Persian "tchi"), ivory with gold edges, along the sky. */
function cloudScrolls(random: Random, px: number, py: number, size: number, horizonY: number, palette: Palette): string {
  const [ivory, , , gold] = palette;
  let out = '';
  const count = 4;
  for (let i = 0; i < count; i++) {
    const cx = px + size * ((i + 0.5) / count) + random.jitter(0, 40);
    const cy = py + (horizonY - py) * random.range(0.3, 0.6);
    const len = random.range(130, 190);
    const d =
      `M${n(cx - len)} ${n(cy + 12)}` +
      `C${n(cx - len - 30)} ${n(cy - 20)} ${n(cx - len * 0.55)} ${n(cy - 44)} ${n(cx - len * 0.4)} ${n(cy - 14)}` +
      `C${n(cx - len * 0.3)} ${n(cy - 60)} ${n(cx + len * 0.2)} ${n(cy - 64)} ${n(cx + len * 0.25)} ${n(cy - 18)}` +
      `C${n(cx + len * 0.5)} ${n(cy - 48)} ${n(cx + len + 30)} ${n(cy - 24)} ${n(cx + len)} ${n(cy + 12)}` +
      `C${n(cx + len * 0.5)} ${n(cy + 26)} ${n(cx - len * 0.5)} ${n(cy + 26)} ${n(cx - len)} ${n(cy + 12)}Z`;
    out += `<path d="${d}" fill="${ivory}" fill-opacity="0.92" stroke="${gold}" stroke-width="5"/>`;
    out += `<path d="M${n(cx - len * 0.75)} ${n(cy + 2)}q${n(len * 0.3)} -22 ${n(len * 0.6)} 0M${n(cx)} ${n(cy - 4)}q${n(len * 0.3)} -22 ${n(len * 0.6)} 0" fill="none" stroke="${gold}" stroke-width="3"/>`;
  }
  return out;
}

/** A tall, flame-shaped cypress, the garden tree of the miniatures. */
function cypress(x: number, baseY: number, height: number, palette: Palette): string {
  const [, emerald, , gold] = palette;
  const top = baseY - height;
  const d = `M${n(x)} ${n(top)}C${n(x + 60)} ${n(top + height * 0.3)} ${n(x + 80)} ${n(baseY - 120)} ${n(x + 22)} ${n(baseY - 40)}H${n(x - 22)}C${n(x - 80)} ${n(baseY - 120)} ${n(x - 60)} ${n(top + height * 0.3)} ${n(x)} ${n(top)}Z`;
  let needles = '';
  for (let i = 1; i < 18; i++) {
    const y = top + (i / 18) * (height - 60);
    const half = Math.min(60, 10 + i * 5) * 0.8;
    needles += `M${n(x - half * 0.8)} ${n(y + 12)}Q${n(x)} ${n(y - 8)} ${n(x + half * 0.8)} ${n(y + 12)}`;
  }
  return (
    `<path d="M${n(x)} ${n(baseY - 40)}v44" stroke="${darken(gold, 0.5)}" stroke-width="12"/>` +
    `<path d="${d}" fill="${darken(emerald, 0.35)}" stroke="${darken(emerald, 0.55)}" stroke-width="3"/>` +
    `<path d="${needles}" fill="none" stroke="${lighten(emerald, 0.25)}" stroke-width="3" stroke-opacity="0.7"/>`
  );
}

/** Flowering plants on the mound: symmetric stems with paired leaves and a tulip or poppy head. */
function flowerShrubs(random: Random, px: number, groundTop: number, size: number, palette: Palette): string {
  const [ivory, emerald, lapis, gold, maroon] = palette;
  let out = '';
  // Across the slope and the foreground, clear of the peacock and its train.
  const spots: Array<[number, number]> = [
    [0.05, 0],
    [0.2, 40],
    [0.9, 0],
    [0.1, 290],
    [0.27, 250],
  ];
  spots.forEach(([s, drop], i) => {
    const x = px + size * s + random.jitter(0, 20);
    const base = groundTop + 80 + drop + random.jitter(0, 10);
    const height = random.range(90, 150);
    const top = base - height;
    let leaves = '';
    for (let k = 1; k <= 3; k++) {
      const y = base - (height * k) / 4;
      leaves += `M${n(x)} ${n(y)}q-24 -8 -40 -34q30 4 40 34Zm0 0q24 -8 40 -34q-30 4 -40 34Z`;
    }
    const bloom = [maroon, lapis, ivory, gold][i % 4];
    out +=
      `<path d="M${n(x)} ${n(base)}V${n(top)}" stroke="${darken(emerald, 0.3)}" stroke-width="4"/>` +
      `<path d="${leaves}" fill="${lighten(emerald, 0.15)}"/>` +
      `<path d="M${n(x - 22)} ${n(top + 4)}Q${n(x - 26)} ${n(top - 30)} ${n(x - 10)} ${n(top - 34)}L${n(x)} ${n(top - 16)}L${n(x + 10)} ${n(top - 34)}Q${n(x + 26)} ${n(top - 30)} ${n(x + 22)} ${n(top + 4)}Q${n(x)} ${n(top + 18)} ${n(x - 22)} ${n(top + 4)}Z" fill="${bloom}" stroke="${gold}" stroke-width="2.5"/>`;
  });
  // Tufts of grass.
  let grass = '';
  for (let i = 0; i < 40; i++) {
    const x = px + random.next() * size;
    const y = groundTop + random.range(70, size * 0.32);
    grass += `M${n(x - 8)} ${n(y)}q4 -10 0 -20M${n(x)} ${n(y)}q0 -14 4 -26M${n(x + 8)} ${n(y)}q-2 -10 4 -18`;
  }
  return out + `<path d="${grass}" fill="none" stroke="${lighten(emerald, 0.3)}" stroke-width="2.5" stroke-linecap="round"/>`;
}

/** A small flowering tree: a forked trunk and a rounded crown of leaf clusters sprinkled with blossoms. */
function floweringTree(random: Random, x: number, baseY: number, palette: Palette): string {
  const [ivory, emerald, , gold, maroon] = palette;
  const bark = darken(mix(gold, maroon, 0.5), 0.35);
  const crown = pt(x, baseY - 330);
  let out = `<path d="M${n(x - 16)} ${n(baseY)}C${n(x - 10)} ${n(baseY - 120)} ${n(x - 40)} ${n(crown.y + 100)} ${n(x - 70)} ${n(crown.y + 40)}M${n(x + 14)} ${n(baseY)}C${n(x + 10)} ${n(baseY - 140)} ${n(x + 50)} ${n(crown.y + 90)} ${n(x + 80)} ${n(crown.y + 30)}M${n(x)} ${n(baseY)}V${n(crown.y + 60)}" stroke="${bark}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  // The crown: overlapping irregular masses in two greens, stippled with leaf marks and blossoms.
  let clusters = '';
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2 + random.range(-0.3, 0.3);
    const centre = pt(crown.x + Math.cos(a) * 100 * (i === 0 ? 0 : 1), crown.y + Math.sin(a) * 62 * (i === 0 ? 0 : 1));
    const r = random.range(62, 82);
    const blob = Array.from({ length: 9 }, (_, k) => {
      const b = (k / 9) * Math.PI * 2;
      const rr = r * random.range(0.92, 1.04);
      return pt(centre.x + Math.cos(b) * rr, centre.y + Math.sin(b) * rr * 0.8);
    });
    clusters += `<path d="${smoothPath(blob, true)}" fill="${i % 2 === 0 ? darken(emerald, 0.15) : mix(emerald, gold, 0.15)}"/>`;
  }
  let marks = '';
  for (let i = 0; i < 70; i++) {
    const a = random.range(0, Math.PI * 2);
    const r = Math.sqrt(random.next()) * 130;
    const x0 = crown.x + Math.cos(a) * r * 1.1;
    const y0 = crown.y + Math.sin(a) * r * 0.7;
    marks += `M${n(x0)} ${n(y0)}q6 -8 12 0`;
  }
  clusters += `<path d="${marks}" fill="none" stroke="${lighten(emerald, 0.35)}" stroke-width="2.5"/>`;
  let blossoms = '';
  for (let i = 0; i < 34; i++) {
    const a = random.range(0, Math.PI * 2);
    const r = Math.sqrt(random.next()) * 125;
    blossoms += `<circle cx="${n(crown.x + Math.cos(a) * r * 1.15)}" cy="${n(crown.y + Math.sin(a) * r * 0.75)}" r="${n(random.range(5, 8))}"/>`;
  }
  out += `<g stroke="${darken(emerald, 0.45)}" stroke-width="2">${clusters}</g>`;
  out += `<g fill="${mix(ivory, maroon, 0.25)}" stroke="${gold}" stroke-width="1.5">${blossoms}</g>`;
  return out;
}

/**
 * The train: a long sweep from the rump to the ground at the lower right, covered with overlapping feathers,
 * each a green-gold vane ending in an eye. Drawn from the rump outwards so the outer feathers lie on top.
 */
function train(random: Random, defs: Defs, root: Point, end: Point, palette: Palette): string {
  const [ivory, emerald, lapis, gold, maroon] = palette;
  const via = pt(root.x + (end.x - root.x) * 0.55, root.y + 20);
  const at = (u: number) =>
    pt(
      (1 - u) * (1 - u) * root.x + 2 * (1 - u) * u * via.x + u * u * end.x,
      (1 - u) * (1 - u) * root.y + 2 * (1 - u) * u * via.y + u * u * end.y,
    );
  const widthAt = (u: number) => 50 + 330 * Math.pow(u, 0.75);
  const normal = (u: number) => {
    const a = at(Math.max(0, u - 0.01));
    const b = at(Math.min(1, u + 0.01));
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    return { tangent: Math.atan2(b.y - a.y, b.x - a.x), nx: -(b.y - a.y) / len, ny: (b.x - a.x) / len };
  };
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= 20; i++) {
    const u = i / 20;
    const p = at(u);
    const { nx, ny } = normal(u);
    // The mass stays inside the outer feathers, so its edge never shows.
    const half = (widthAt(u) / 2) * 0.72 * (u > 0.9 ? Math.sqrt(Math.max(0, (1 - u) / 0.1)) : 1);
    left.push(pt(p.x + nx * half, p.y + ny * half));
    right.push(pt(p.x - nx * half, p.y - ny * half));
  }
  const out = `<path d="${smoothPath([...left, ...right.reverse()], true)}" fill="${defs.linear(
    [
      [0, mix(lapis, emerald, 0.6)],
      [1, darken(emerald, 0.2)],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  const vane = defs.linear(
    [
      [0, darken(emerald, 0.2), 0.2],
      [0.7, mix(emerald, gold, 0.35)],
      [1, mix(emerald, gold, 0.55)],
    ],
    0,
    0,
    1,
    0,
  );
  let feathers = '';
  for (let u = 0.18; u <= 1.001; u += 0.075) {
    const p = at(Math.min(1, u));
    const { tangent, nx, ny } = normal(Math.min(1, u));
    const half = widthAt(u) / 2;
    const across = Math.max(1, Math.round((half * 2) / 78));
    const size = 0.6 + u * 0.55;
    for (let k = 0; k < across; k++) {
      const v = across === 1 ? 0 : (k / (across - 1)) * 2 - 1;
      const stagger = (Math.round(u / 0.075) % 2) * 0.5 * (2 / Math.max(1, across - 1));
      const vv = Math.max(-1, Math.min(1, v + (across > 1 ? stagger - 0.25 * (2 / (across - 1)) : 0)));
      const x = p.x + nx * half * 0.82 * vv + random.jitter(0, 5);
      const y = p.y + ny * half * 0.82 * vv + random.jitter(0, 5);
      const angle = (tangent + vv * 0.35) * (180 / Math.PI);
      feathers +=
        `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n(size * 100) === '0' ? 1 : Math.round(size * 100) / 100})">` +
        `<path d="M-120 0C-80 -18 -30 -34 6 -30C34 -26 40 26 6 30C-30 34 -80 18 -120 0Z" fill="${vane}"/>` +
        `<path d="M-110 0H-30M-70 -2L-34 -20M-70 2L-34 20" stroke="${lighten(gold, 0.2)}" stroke-width="1.6" stroke-opacity="0.8"/>` +
        `<ellipse cx="4" rx="30" ry="25" fill="${gold}"/>` +
        `<ellipse cx="2" rx="22" ry="18" fill="${emerald}"/>` +
        `<ellipse rx="14" ry="12" fill="${lapis}"/>` +
        `<path d="M-9 0C-9 -7 -1 -8 3 -3C0 -1 0 1 3 3C-1 8 -9 7 -9 0Z" fill="${darken(maroon, 0.35)}"/>` +
        `<circle cx="-4" cy="-3" r="2" fill="${ivory}"/></g>`;
    }
  }
  return out + feathers;
}

/** The bird, in profile facing left: legs, a full breast with scale pattern, barred wing, S-curved neck, crest. */
function peacockFigure(defs: Defs, c: Point, palette: Palette, goldLeaf: string): string {
  const [ivory, emerald, lapis, gold, maroon] = palette;
  const leg = darken(gold, 0.45);
  const outline = darken(lapis, 0.5);
  let out = '';
  // Legs and feet.
  out += `<path d="M${n(c.x - 20)} ${n(c.y + 60)}L${n(c.x - 34)} ${n(c.y + 190)}M${n(c.x + 22)} ${n(c.y + 62)}L${n(c.x + 26)} ${n(c.y + 196)}" stroke="${leg}" stroke-width="9" stroke-linecap="round"/>`;
  out += `<path d="M${n(c.x - 34)} ${n(c.y + 190)}l-30 8M${n(c.x - 34)} ${n(c.y + 190)}l-10 14M${n(c.x - 34)} ${n(c.y + 190)}l18 6M${n(c.x + 26)} ${n(c.y + 196)}l-28 6M${n(c.x + 26)} ${n(c.y + 196)}l-6 14M${n(c.x + 26)} ${n(c.y + 196)}l18 4" stroke="${leg}" stroke-width="5" stroke-linecap="round"/>`;
  // Body: full breast in front, tapering to the rump where the train begins.
  const bodyPath = `M${n(c.x - 95)} ${n(c.y - 40)}C${n(c.x - 120)} ${n(c.y + 30)} ${n(c.x - 60)} ${n(c.y + 85)} ${n(c.x + 10)} ${n(c.y + 80)}C${n(c.x + 70)} ${n(c.y + 76)} ${n(c.x + 120)} ${n(c.y + 40)} ${n(c.x + 125)} ${n(c.y + 10)}C${n(c.x + 100)} ${n(c.y - 40)} ${n(c.x + 40)} ${n(c.y - 70)} ${n(c.x - 20)} ${n(c.y - 70)}C${n(c.x - 60)} ${n(c.y - 70)} ${n(c.x - 85)} ${n(c.y - 60)} ${n(c.x - 95)} ${n(c.y - 40)}Z`;
  out += `<path d="${bodyPath}" fill="${defs.linear(
    [
      [0, lighten(lapis, 0.2)],
      [0.55, lapis],
      [1, mix(lapis, emerald, 0.7)],
    ],
    0,
    0,
    1,
    0.3,
  )}" stroke="${outline}" stroke-width="3"/>`;
  let scales = '';
  for (let r = 0; r < 3; r++) {
    for (let k = 0; k < 3; k++) scales += `M${n(c.x - 92 + k * 24 + r * 10)} ${n(c.y - 20 + r * 26)}a10 10 0 0 0 20 0`;
  }
  out += `<path d="${scales}" fill="none" stroke="${lighten(lapis, 0.45)}" stroke-width="2.5"/>`;
  // Folded wing: bronze with dark bars, edged in gold leaf.
  const wing = `M${n(c.x - 30)} ${n(c.y - 44)}C${n(c.x + 20)} ${n(c.y - 70)} ${n(c.x + 90)} ${n(c.y - 40)} ${n(c.x + 128)} ${n(c.y + 8)}L${n(c.x + 100)} ${n(c.y + 14)}L${n(c.x + 108)} ${n(c.y + 30)}L${n(c.x + 76)} ${n(c.y + 30)}L${n(c.x + 80)} ${n(c.y + 44)}C${n(c.x + 20)} ${n(c.y + 40)} ${n(c.x - 14)} ${n(c.y + 10)} ${n(c.x - 30)} ${n(c.y - 44)}Z`;
  out += `<path d="${wing}" fill="${mix(gold, maroon, 0.3)}" stroke="${goldLeaf}" stroke-width="4"/>`;
  let bars = '';
  for (let i = 1; i < 5; i++) {
    const t = i / 5;
    bars += `M${n(c.x - 26 + t * 140)} ${n(c.y - 44 + t * 50)}q-10 16 -14 36`;
  }
  out += `<path d="${bars}" fill="none" stroke="${darken(maroon, 0.2)}" stroke-width="3.5" stroke-opacity="0.7"/>`;
  // Neck: a tapering S-curve up to the head.
  const head = pt(c.x - 104, c.y - 214);
  const neck = `M${n(c.x - 102)} ${n(c.y - 30)}C${n(c.x - 158)} ${n(c.y - 90)} ${n(c.x - 84)} ${n(c.y - 140)} ${n(head.x)} ${n(head.y + 26)}L${n(head.x + 40)} ${n(head.y + 24)}C${n(c.x - 34)} ${n(c.y - 140)} ${n(c.x - 74)} ${n(c.y - 96)} ${n(c.x - 18)} ${n(c.y - 66)}Z`;
  out += `<path d="${neck}" fill="${defs.linear(
    [
      [0, lighten(lapis, 0.3)],
      [1, darken(lapis, 0.05)],
    ],
    0,
    0,
    1,
    0,
  )}" stroke="${outline}" stroke-width="3"/>`;
  out += `<path d="M${n(c.x - 92)} ${n(c.y - 48)}C${n(c.x - 134)} ${n(c.y - 96)} ${n(c.x - 76)} ${n(c.y - 134)} ${n(head.x + 8)} ${n(head.y + 34)}" fill="none" stroke="${lighten(lapis, 0.55)}" stroke-width="4" stroke-opacity="0.6"/>`;
  // Head, face markings, eye, beak.
  out += `<path d="${circlePath(head.x + 20, head.y + 4, 32)}" fill="${lighten(lapis, 0.12)}" stroke="${outline}" stroke-width="3"/>`;
  out += `<path d="M${n(head.x)} ${n(head.y - 6)}q20 -12 44 2" stroke="${ivory}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  out += `<path d="M${n(head.x + 2)} ${n(head.y + 14)}q18 8 36 -2" stroke="${ivory}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  out += `<circle cx="${n(head.x + 12)}" cy="${n(head.y + 3)}" r="7" fill="${darken(maroon, 0.5)}"/><circle cx="${n(head.x + 10)}" cy="${n(head.y + 1)}" r="2" fill="${ivory}"/>`;
  out += `<path d="M${n(head.x - 6)} ${n(head.y - 2)}L${n(head.x - 46)} ${n(head.y + 10)}L${n(head.x - 4)} ${n(head.y + 16)}Z" fill="${mix(gold, ivory, 0.35)}" stroke="${darken(gold, 0.4)}" stroke-width="2"/>`;
  // Crest: a fan of bare shafts tipped with tiny blue-green fans.
  let shafts = '';
  let tips = '';
  for (let i = 0; i < 6; i++) {
    const a = -Math.PI / 2 - 0.5 + i * 0.2;
    const from = pt(head.x + 24, head.y - 24);
    const to = pt(from.x + Math.cos(a) * 62, from.y + Math.sin(a) * 62);
    shafts += `M${n(from.x)} ${n(from.y)}L${n(to.x)} ${n(to.y)}`;
    tips += `<ellipse cx="${n(to.x)}" cy="${n(to.y)}" rx="6" ry="10" transform="rotate(${n((a * 180) / Math.PI + 90)} ${n(to.x)} ${n(to.y)})" fill="${i % 2 === 0 ? emerald : lapis}" stroke="${gold}" stroke-width="1.5"/>`;
  }
  out += `<path d="${shafts}" stroke="${darken(lapis, 0.3)}" stroke-width="2.5"/>` + tips;
  return out;
}

/** A gold rosette for the corners of the border. */
function rosette(x: number, y: number, palette: Palette): string {
  const [ivory, , lapis, gold, maroon] = palette;
  let petals = '';
  for (let i = 0; i < 8; i++) {
    petals += `<path d="M${x} ${y}q12 -18 0 -40q-12 22 0 40Z" transform="rotate(${i * 45} ${x} ${y})"/>`;
  }
  return (
    `<circle cx="${x}" cy="${y}" r="46" fill="${maroon}" stroke="${gold}" stroke-width="4"/>` +
    `<g fill="${ivory}" stroke="${gold}" stroke-width="2">${petals}</g>` +
    `<circle cx="${x}" cy="${y}" r="11" fill="${lapis}" stroke="${gold}" stroke-width="3"/>`
  );
}

/** Soft far hills under the sky, with a small white pavilion (chhatri) on the nearest. */
function distantHills(random: Random, px: number, size: number, horizonY: number, groundTop: number, palette: Palette): string {
  const [ivory, emerald, , gold] = palette;
  let out = '';
  const layers = [
    { top: horizonY + 20, colour: mix(ivory, emerald, 0.18) },
    { top: horizonY + 80, colour: mix(ivory, emerald, 0.3) },
  ];
  let crest: Point[] = [];
  for (const layer of layers) {
    crest = Array.from({ length: 9 }, (_, i) => pt(px - 40 + (i / 8) * (size + 80), layer.top + random.range(0, 50)));
    out += `<path d="${smoothPath(crest)}L${px + size + 40} ${n(groundTop + 80)}L${px - 40} ${n(groundTop + 80)}Z" fill="${layer.colour}"/>`;
  }
  // The pavilion sits on the nearer crest, in the open ground right of the peacock's head.
  const at = crest[5];
  const x = at.x;
  const base = at.y + 6;
  return (
    out +
    `<path d="M${n(x - 34)} ${n(base)}v-10h68v10ZM${n(x - 28)} ${n(base - 10)}v-34h6v34ZM${n(x + 22)} ${n(base - 10)}v-34h6v34ZM${n(x - 3)} ${n(base - 10)}v-34h6v34Z" fill="${ivory}" stroke="${darken(gold, 0.2)}" stroke-width="1.5"/>` +
    `<path d="M${n(x - 38)} ${n(base - 44)}h76v-8h-76ZM${n(x - 26)} ${n(base - 52)}C${n(x - 26)} ${n(base - 84)} ${n(x + 26)} ${n(base - 84)} ${n(x + 26)} ${n(base - 52)}Z" fill="${ivory}" stroke="${darken(gold, 0.2)}" stroke-width="1.5"/>` +
    `<path d="M${n(x)} ${n(base - 76)}v-14" stroke="${gold}" stroke-width="3"/>`
  );
}

/** Tiny flowers dotted through the grass, as the miniaturists stipple a meadow. */
function meadowFlowers(random: Random, px: number, groundTop: number, size: number, palette: Palette): string {
  const [ivory, , , gold, maroon] = palette;
  let out = '';
  for (let i = 0; i < 34; i++) {
    const x = px + random.range(0.02, 0.45) * size;
    const y = groundTop + random.range(60, size * 0.32);
    const colour = random.pick([ivory, gold, mix(maroon, ivory, 0.3)]);
    let dots = '';
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2;
      dots += `<circle cx="${n(x + Math.cos(a) * 5)}" cy="${n(y + Math.sin(a) * 5)}" r="3.2"/>`;
    }
    out += `<g fill="${colour}">${dots}</g><circle cx="${n(x)}" cy="${n(y)}" r="2" fill="${gold}"/>`;
  }
  return out;
}
