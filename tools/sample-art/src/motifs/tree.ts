import type { Random } from '../random';
import { circlePath, darken, mix, mottle, n, pt, smoothPath, type Point } from '../svg-kit';
import type { Motif, Palette } from './motif';

/** Lines are drawn as a thick black stroke with a thin paper-coloured stroke down its middle: a double line. */
const INK = 9;
const GAP = 3.4;

interface Ink {
  paper: string;
  black: string;
}

function double(d: string, fill: string, ink: Ink, scale = 1): string {
  return (
    `<path d="${d}" fill="${fill}" stroke="${ink.black}" stroke-width="${n(INK * scale)}" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${ink.paper}" stroke-width="${n(GAP * scale)}" stroke-linejoin="round"/>`
  );
}

interface Occupied {
  at: Point;
  r: number;
}

/**
 * A Madhubani tree of life: patterned border, a hatched trunk with curling branches, double-outlined leaves,
 * birds on the branches, sun and moon above, and a pair of fish in the pond below. Empty ground is filled with
 * small flowers, as the painters do.
 */
export const tree: Motif = ({ width: w, height: h, palette, random, defs }) => {
  const [paper, vermilion, turmeric, black, green] = palette;
  const ink: Ink = { paper, black };
  const occupied: Occupied[] = [];
  const inset = 150;
  let body = `<rect width="${w}" height="${h}" fill="${paper}"/>`;
  body += mottle(defs, random.fork(1), { x: 0, y: 0, width: w, height: h }, [darken(paper, 0.06), mix(paper, turmeric, 0.2), '#ffffff'], 12, 0.35);

  body += border(w, h, palette);

  const cx = w / 2;
  const pondTop = h - inset - 320;
  body += pond(cx, pondTop, h - inset - 16, palette, occupied);

  // Trunk: broad at the roots, narrowing as it rises, hatched across in fine lines (kachni).
  const trunkBottom = pondTop + 20;
  const trunkTop = h * 0.4;
  const half = (y: number) => 55 + 75 * Math.pow((y - trunkTop) / (trunkBottom - trunkTop), 1.6);
  const bend = (y: number) => Math.sin(((y - trunkTop) / (trunkBottom - trunkTop)) * Math.PI) * 18;
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= 12; i++) {
    const y = trunkTop + ((trunkBottom - trunkTop) * i) / 12;
    left.push(pt(cx - half(y) + bend(y), y));
    right.push(pt(cx + half(y) + bend(y), y));
  }
  // Roots spread into the ground.
  const roots = `M${n(cx - half(trunkBottom) + bend(trunkBottom))} ${n(trunkBottom)}q-60 10 -90 40M${n(cx + half(trunkBottom))} ${n(trunkBottom)}q60 10 90 40M${n(cx - 30)} ${n(trunkBottom)}q-10 30 -30 50M${n(cx + 30)} ${n(trunkBottom)}q10 30 30 50`;
  body += `<path d="${roots}" stroke="${black}" stroke-width="9" fill="none" stroke-linecap="round"/>`;

  const branchRandom = random.fork(2);
  const branches: Array<{ from: Point; via: Point; to: Point; width: number; curl: number }> = [];
  const pairs = [
    { y: trunkBottom - 260, reach: 500, lift: 170, width: 46 },
    { y: trunkBottom - 470, reach: 540, lift: 300, width: 42 },
    { y: trunkBottom - 680, reach: 450, lift: 340, width: 36 },
    { y: trunkTop + 40, reach: 270, lift: 330, width: 30 },
  ];
  for (const pair of pairs) {
    for (const side of [-1, 1]) {
      const reach = pair.reach * branchRandom.range(0.92, 1.05);
      const from = pt(cx + side * half(pair.y) * 0.6 + bend(pair.y), pair.y);
      const to = pt(cx + side * reach, pair.y - pair.lift * branchRandom.range(0.9, 1.1));
      const via = pt(cx + side * reach * 0.6, pair.y + 10);
      branches.push({ from, via, to, width: pair.width, curl: side });
    }
  }
  // The leader: straight up from the trunk into the crown.
  branches.push({ from: pt(cx, trunkTop + 30), via: pt(cx + 10, trunkTop - 120), to: pt(cx, h * 0.2), width: 34, curl: 1 });

  let branchArt = '';
  let hatch = '';
  for (const b of branches) {
    const shape = branchShape(b.from, b.via, b.to, b.width);
    branchArt += double(shape.outline, vermilion, ink);
    hatch += shape.ticks;
    branchArt += spiral(b.to, b.curl, 26, ink);
    for (const p of shape.centre) occupied.push({ at: p, r: b.width });
  }
  body += branchArt;
  body += `<path d="${hatch}" stroke="${black}" stroke-width="1.8"/>`;

  const trunkOutline = smoothPath([...left, ...right.reverse()], true);
  body += double(trunkOutline, turmeric, ink);
  let trunkHatch = '';
  for (let y = trunkTop + 26; y < trunkBottom - 10; y += 32) {
    const l = cx - half(y) + bend(y) + 10;
    const r = cx + half(y) + bend(y) - 10;
    trunkHatch += `M${n(l)} ${n(y)}Q${n((l + r) / 2)} ${n(y + 10)} ${n(r)} ${n(y)}`;
  }
  body += `<path d="${trunkHatch}" stroke="${black}" stroke-width="2" fill="none"/>`;
  body += `<path d="M${n(cx + bend(trunkTop + 80))} ${n(trunkTop + 40)}V${n(trunkBottom - 20)}" stroke="${vermilion}" stroke-width="10" stroke-dasharray="2 22" stroke-linecap="round"/>`;
  for (let y = trunkTop; y < trunkBottom; y += 60) occupied.push({ at: pt(cx, y), r: half(y) + 10 });

  // Leaves along every branch, alternating sides, and a fan of them crowning the leader.
  const leafRandom = random.fork(3);
  const leafColours = [green, turmeric, green, vermilion];
  let leaves = '';
  let leafCount = 0;
  for (const b of branches) {
    const centre = branchShape(b.from, b.via, b.to, b.width).centre;
    for (let i = 3; i < centre.length - 1; i += 4) {
      const p = centre[i];
      const q = centre[Math.min(centre.length - 1, i + 1)];
      const dir = Math.atan2(q.y - p.y, q.x - p.x);
      const side = leafCount % 2 === 0 ? -1 : 1;
      const angle = dir + side * leafRandom.range(0.7, 1.1);
      const length = leafRandom.range(135, 180);
      const base = pt(p.x + Math.cos(angle) * b.width * 0.4, p.y + Math.sin(angle) * b.width * 0.4);
      leaves += leaf(base, angle, length, length * 0.34, leafColours[leafCount % leafColours.length], ink);
      occupied.push({ at: pt(base.x + Math.cos(angle) * length * 0.5, base.y + Math.sin(angle) * length * 0.5), r: length * 0.45 });
      leafCount++;
    }
  }
  const crown = branches[branches.length - 1].to;
  for (let i = 0; i < 9; i++) {
    const angle = -Math.PI / 2 + (i - 4) * 0.36;
    leaves += leaf(pt(crown.x, crown.y + 10), angle, 150, 50, leafColours[i % leafColours.length], ink);
    occupied.push({ at: pt(crown.x + Math.cos(angle) * 80, crown.y + Math.sin(angle) * 80), r: 70 });
  }
  body += leaves;

  // Birds perched on the branches.
  const perches = [
    { branch: 0, t: 0.62, facing: 1, colour: green },
    { branch: 3, t: 0.55, facing: -1, colour: vermilion },
    { branch: 4, t: 0.7, facing: 1, colour: turmeric },
    { branch: 7, t: 0.65, facing: -1, colour: green },
  ];
  let birds = '';
  const birdSpots: Point[] = [];
  for (const perch of perches) {
    const b = branches[perch.branch];
    const centre = branchShape(b.from, b.via, b.to, b.width).centre;
    const p = centre[Math.round(perch.t * (centre.length - 1))];
    const at = pt(p.x, p.y - b.width * 0.35);
    birds += bird(at, perch.facing, perch.colour, palette, ink);
    birdSpots.push(pt(at.x, at.y - 80));
    occupied.push({ at: pt(at.x, at.y - 80), r: 150 });
  }
  body += birds;

  // Sun and moon on either side of the crown.
  const sun = pt(w - inset - 170, inset + 190);
  const moon = pt(inset + 170, inset + 190);
  body += sunFace(sun, palette, ink);
  const tipTop = pt(moon.x + 47, moon.y - 82);
  const tipBottom = pt(moon.x + 47, moon.y + 82);
  body += double(`M${n(tipTop.x)} ${n(tipTop.y)}A95 95 0 1 0 ${n(tipBottom.x)} ${n(tipBottom.y)}A100 100 0 0 1 ${n(tipTop.x)} ${n(tipTop.y)}Z`, turmeric, ink);
  body += `<circle cx="${n(moon.x - 52)}" cy="${n(moon.y - 18)}" r="7" fill="${black}"/><path d="M${n(moon.x - 70)} ${n(moon.y + 22)}q14 10 26 0" stroke="${black}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  occupied.push({ at: sun, r: 180 }, { at: moon, r: 130 });

  body += flowers(random.fork(4), { x: inset + 30, y: inset + 30, width: w - 2 * inset - 60, height: pondTop - inset - 50 }, occupied, palette, ink);

  return {
    body,
    focus: [
      { x: birdSpots[1].x, y: birdSpots[1].y + 20, size: w * 0.36 },
      { x: cx, y: pondTop + 170, size: w * 0.5 },
    ],
  };
};

/** A tapering branch along a quadratic curve: its outline, centre points and the fine cross-ticks inside. */
function branchShape(from: Point, via: Point, to: Point, width: number) {
  const centre: Point[] = [];
  const steps = 16;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    centre.push(
      pt(
        (1 - t) * (1 - t) * from.x + 2 * (1 - t) * t * via.x + t * t * to.x,
        (1 - t) * (1 - t) * from.y + 2 * (1 - t) * t * via.y + t * t * to.y,
      ),
    );
  }
  const left: Point[] = [];
  const right: Point[] = [];
  let ticks = '';
  centre.forEach((p, i) => {
    const a = centre[Math.max(0, i - 1)];
    const b = centre[Math.min(centre.length - 1, i + 1)];
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const nx = -(b.y - a.y) / len;
    const ny = (b.x - a.x) / len;
    const half = (width / 2) * (1 - (i / steps) * 0.65);
    left.push(pt(p.x + nx * half, p.y + ny * half));
    right.push(pt(p.x - nx * half, p.y - ny * half));
    if (i > 0 && i < steps) {
      const inner = half - 7;
      ticks += `M${n(p.x + nx * inner)} ${n(p.y + ny * inner)}L${n(p.x - nx * inner)} ${n(p.y - ny * inner)}`;
    }
  });
  return { outline: smoothPath([...left, ...right.reverse()], true), centre, ticks };
}

/** The curl at a branch tip. */
function spiral(at: Point, side: number, size: number, ink: Ink): string {
  let d = `M${n(at.x)} ${n(at.y)}`;
  let angle = side > 0 ? Math.PI : 0;
  for (let i = 1; i <= 14; i++) {
    angle += side * 0.55;
    const r = size * (1 - i / 16);
    d += `L${n(at.x + side * size + Math.cos(angle) * r)} ${n(at.y + Math.sin(angle) * r)}`;
  }
  return (
    `<path d="${d}" fill="none" stroke="${ink.black}" stroke-width="${INK}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${ink.paper}" stroke-width="${GAP}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** A pointed leaf from `base` in direction `angle`, with a midrib and paired veins. */
function leaf(base: Point, angle: number, length: number, width: number, fill: string, ink: Ink): string {
  const d = `M0 0Q${n(length * 0.45)} ${n(-width)} ${n(length)} 0Q${n(length * 0.45)} ${n(width)} 0 0Z`;
  // A midrib with one pair of veins: enough to read as a painted leaf without crowding the picture.
  const x = length * 0.42;
  const reach = width * 0.45;
  const veins = `M6 0H${n(length - 12)}M${n(x)} 0l${n(reach * 0.8)} ${n(-reach)}M${n(x)} 0l${n(reach * 0.8)} ${n(reach)}`;
  return (
    `<g transform="translate(${n(base.x)} ${n(base.y)}) rotate(${n((angle * 180) / Math.PI)})">` +
    double(d, fill, ink, 0.8) +
    `<path d="${veins}" stroke="${ink.black}" stroke-width="2" fill="none"/></g>`
  );
}

/** A Madhubani bird: almond body, round head with a large eye, hatched wing and a three-feather tail. */
function bird(at: Point, facing: number, colour: string, palette: Palette, ink: Ink): string {
  const [paper, vermilion, turmeric, black, green] = palette;
  const wing = colour === turmeric ? vermilion : turmeric;
  const tailColours = [vermilion, green, turmeric].filter((c) => c !== colour);
  let out = `<g transform="translate(${n(at.x)} ${n(at.y)}) scale(${facing} 1)">`;
  out += `<path d="M-10 0l-6 -40M12 0l2 -40" stroke="${black}" stroke-width="6" stroke-linecap="round"/>`;
  // Tail feathers fan down behind the body.
  const tails = [
    'M-60 -60Q-150 -70 -200 -10Q-140 -30 -60 -40Z',
    'M-60 -55Q-140 -30 -170 40Q-120 0 -55 -38Z',
    'M-55 -50Q-110 0 -110 70Q-90 20 -45 -36Z',
  ];
  tails.forEach((d, i) => {
    out += double(d, tailColours[i % tailColours.length], ink, 0.7);
  });
  out += double('M-80 -60C-60 -130 60 -140 80 -90C90 -50 40 -30 -10 -30C-50 -30 -75 -40 -80 -60Z', colour, ink);
  // Breast pattern: rows of small scallops.
  let scallops = '';
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < 4; c++) scallops += `M${n(-10 + c * 20 + r * 10)} ${n(-70 + r * 16)}a8 8 0 0 0 16 0`;
  }
  out += `<path d="${scallops}" stroke="${black}" stroke-width="2" fill="none"/>`;
  out += double('M-50 -75Q0 -125 50 -88Q10 -70 -50 -75Z', wing, ink, 0.8);
  out += `<path d="M-35 -80L35 -92M-25 -88L25 -98M-20 -76L40 -86" stroke="${black}" stroke-width="2"/>`;
  out += double(circlePath(92, -140, 34), colour, ink);
  out += double('M118 -150L150 -140L118 -128Z', turmeric, ink, 0.7);
  out += `<circle cx="100" cy="-148" r="13" fill="${paper}" stroke="${black}" stroke-width="3"/><circle cx="103" cy="-148" r="6" fill="${black}"/>`;
  out += `<path d="M86 -180q8 -26 28 -30M96 -182q14 -20 32 -18" stroke="${black}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  return out + '</g>';
}

/** The sun with a face of concentric rings and alternating rays. */
function sunFace(at: Point, palette: Palette, ink: Ink): string {
  const [, vermilion, turmeric, black] = palette;
  let rays = '';
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const a0 = a - 0.13;
    const a1 = a + 0.13;
    const r0 = 88;
    const r1 = i % 2 === 0 ? 150 : 125;
    const d = `M${n(at.x + Math.cos(a0) * r0)} ${n(at.y + Math.sin(a0) * r0)}L${n(at.x + Math.cos(a) * r1)} ${n(at.y + Math.sin(a) * r1)}L${n(at.x + Math.cos(a1) * r0)} ${n(at.y + Math.sin(a1) * r0)}Z`;
    rays += double(d, i % 2 === 0 ? vermilion : turmeric, ink, 0.7);
  }
  const circle = (r: number) => circlePath(at.x, at.y, r);
  return (
    rays +
    double(circle(92), vermilion, ink) +
    double(circle(62), turmeric, ink, 0.8) +
    `<circle cx="${n(at.x - 20)}" cy="${n(at.y - 10)}" r="7" fill="${black}"/><circle cx="${n(at.x + 20)}" cy="${n(at.y - 10)}" r="7" fill="${black}"/>` +
    `<path d="M${n(at.x - 20)} ${n(at.y + 18)}q20 16 40 0" stroke="${black}" stroke-width="4" fill="none" stroke-linecap="round"/>`
  );
}

/** The pond: a half-moon of water lines with two fish circling each other. */
function pond(cx: number, top: number, bottom: number, palette: Palette, occupied: Occupied[]): string {
  const [paper, vermilion, turmeric, black, green] = palette;
  const ink = { paper, black };
  const rx = 600;
  const d = `M${n(cx - rx)} ${n(bottom)}Q${n(cx - rx)} ${n(top)} ${n(cx)} ${n(top)}Q${n(cx + rx)} ${n(top)} ${n(cx + rx)} ${n(bottom)}Z`;
  let water = '';
  for (let y = top + 50; y < bottom - 10; y += 56) {
    const span = rx * Math.sqrt(Math.max(0, (y - top) / (bottom - top))) * 0.95;
    let line = `M${n(cx - span)} ${n(y)}`;
    for (let x = cx - span; x < cx + span - 30; x += 30) line += `q15 -9 30 0`;
    water += line;
  }
  occupied.push({ at: pt(cx, (top + bottom) / 2), r: rx * 0.6 }, { at: pt(cx - rx * 0.7, bottom - 60), r: 120 }, { at: pt(cx + rx * 0.7, bottom - 60), r: 120 });
  return (
    double(d, mix(green, paper, 0.72), ink) +
    `<path d="${water}" stroke="${green}" stroke-width="2.5" fill="none" stroke-opacity="0.8"/>` +
    fish(pt(cx - 230, top + 200), 1, turmeric, vermilion, palette) +
    fish(pt(cx + 230, top + 215), -1, vermilion, turmeric, palette)
  );
}

function fish(at: Point, facing: number, body: string, fins: string, palette: Palette): string {
  const [paper, , , black] = palette;
  const ink = { paper, black };
  const outline = 'M-150 0Q-20 -95 120 0Q-20 95 -150 0Z';
  let scales = '';
  for (let c = 0; c < 6; c++) {
    for (let r = -1; r <= 1; r++) {
      const x = -90 + c * 28;
      const span = 60 * Math.sin(((x + 150) / 270) * Math.PI);
      const y = r * 22;
      if (Math.abs(y) > span * 0.6) continue;
      scales += `M${n(x)} ${n(y - 10)}a11 11 0 0 1 0 22`;
    }
  }
  return (
    `<g transform="translate(${n(at.x)} ${n(at.y)}) scale(${facing} 1)">` +
    double('M-140 0L-215 -60Q-195 0 -215 60Z', fins, ink, 0.8) +
    double('M-40 -55Q0 -110 40 -62Z', fins, ink, 0.7) +
    double('M-30 52Q0 95 30 56Z', fins, ink, 0.7) +
    double(outline, body, ink) +
    `<path d="${scales}" stroke="${black}" stroke-width="2" fill="none"/>` +
    `<path d="M70 -40Q52 0 70 40" stroke="${black}" stroke-width="4" fill="none"/>` +
    `<circle cx="92" cy="-12" r="11" fill="${paper}" stroke="${black}" stroke-width="3"/><circle cx="94" cy="-12" r="5" fill="${black}"/>` +
    '</g>'
  );
}

/** Small five-petal flowers and dot clusters scattered into the empty ground, never over the drawing. */
function flowers(random: Random, area: { x: number; y: number; width: number; height: number }, occupied: Occupied[], palette: Palette, ink: Ink): string {
  const [, vermilion, turmeric, black, green] = palette;
  let out = '';
  const placed: Occupied[] = [];
  for (let attempt = 0; attempt < 900 && placed.length < 28; attempt++) {
    const at = pt(area.x + random.next() * area.width, area.y + random.next() * area.height);
    const r = random.range(18, 30);
    const clear = [...occupied, ...placed].every((o) => Math.hypot(o.at.x - at.x, o.at.y - at.y) > o.r + r + 12);
    if (!clear) continue;
    placed.push({ at, r });
    if (random.chance(0.7)) {
      let petals = '';
      for (let i = 0; i < 5; i++) {
        const a = (i / 5) * Math.PI * 2;
        petals += `<circle cx="${n(at.x + Math.cos(a) * r * 0.55)}" cy="${n(at.y + Math.sin(a) * r * 0.55)}" r="${n(r * 0.42)}"/>`;
      }
      out += `<g fill="${random.pick([vermilion, turmeric, green])}" stroke="${black}" stroke-width="3">${petals}</g>`;
      out += `<circle cx="${n(at.x)}" cy="${n(at.y)}" r="${n(r * 0.26)}" fill="${black}"/>`;
    } else {
      let dots = '';
      for (let i = 0; i < 3; i++) {
        const a = (i / 3) * Math.PI * 2 - Math.PI / 2;
        dots += `<circle cx="${n(at.x + Math.cos(a) * r * 0.45)}" cy="${n(at.y + Math.sin(a) * r * 0.45)}" r="${n(r * 0.18)}"/>`;
      }
      out += `<g fill="${ink.black}">${dots}</g>`;
    }
  }
  return out;
}

/** The painted border: a sawtooth band of alternating triangles, a band of fine hatching, lotus corners. */
function border(w: number, h: number, palette: Palette): string {
  const [paper, vermilion, turmeric, black, green] = palette;
  const ink = { paper, black };
  const outer = 40;
  const band = 110;
  const side = (length: number) => {
    let teeth = '';
    let alt = '';
    const size = 64;
    const count = Math.floor(length / size);
    const step = length / count;
    for (let i = 0; i < count; i++) {
      const d = `M${n(i * step)} 0L${n((i + 0.5) * step)} 52L${n((i + 1) * step)} 0Z`;
      if (i % 2 === 0) teeth += d;
      else alt += d;
    }
    return (
      `<path d="${teeth}" fill="${vermilion}"/>` +
      `<path d="${alt}" fill="${turmeric}"/>` +
      `<rect x="0" y="66" width="${n(length)}" height="26" fill="${green}"/>` +
      `<path d="M0 56H${n(length)}M0 66H${n(length)}M0 92H${n(length)}" stroke="${black}" stroke-width="3"/>`
    );
  };
  const lw = w - 2 * outer;
  const lh = h - 2 * outer;
  let out =
    `<g transform="translate(${outer} ${outer})">${side(lw)}</g>` +
    `<g transform="translate(${w - outer} ${outer}) rotate(90)">${side(lh)}</g>` +
    `<g transform="translate(${w - outer} ${h - outer}) rotate(180)">${side(lw)}</g>` +
    `<g transform="translate(${outer} ${h - outer}) rotate(270)">${side(lh)}</g>`;
  out += double(`M${outer} ${outer}H${w - outer}V${h - outer}H${outer}Z`, 'none', ink);
  out += double(`M${outer + band} ${outer + band}H${w - outer - band}V${h - outer - band}H${outer + band}Z`, 'none', ink);
  for (const [x, y] of [
    [outer, outer],
    [w - outer - band, outer],
    [outer, h - outer - band],
    [w - outer - band, h - outer - band],
  ]) {
    const c = pt(x + band / 2, y + band / 2);
    let petals = '';
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * 360;
      petals += `<path d="M${n(c.x)} ${n(c.y)}q14 -22 0 -44q-14 22 0 44Z" transform="rotate(${a} ${n(c.x)} ${n(c.y)})"/>`;
    }
    out += `<rect x="${x}" y="${y}" width="${band}" height="${band}" fill="${paper}" stroke="${black}" stroke-width="5"/>`;
    out += `<g fill="${vermilion}" stroke="${black}" stroke-width="2.5">${petals}</g>`;
    out += `<circle cx="${n(c.x)}" cy="${n(c.y)}" r="11" fill="${green}" stroke="${black}" stroke-width="3"/>`;
  }
  return out;
}
