import type { Random } from '../random';
import { alpha, brushStroke, lighten, mix, n, pt, smoothPath, steps } from '../svg-kit';
import type { Motif } from './motif';

interface Building {
  x: number;
  width: number;
  height: number;
  roof: 'flat' | 'tanks' | 'antenna' | 'stepped' | 'dome' | 'slant';
}

/**
 * A charcoal skyline after rain: three layers of towers fading into haze, a promenade along the bay with a
 * single neon line (the Queen's Necklace) and its broken reflection in the wet water below.
 */
export const city: Motif = ({ width: w, height: h, palette, random, defs }) => {
  const [paper, haze, graphite, charcoal, neon] = palette;
  const waterline = Math.round(h * 0.66);
  let body = '';

  body += `<rect width="${w}" height="${h}" fill="${defs.linear(
    [
      [0, mix(haze, graphite, 0.25)],
      [0.55, mix(paper, haze, 0.35)],
      [1, lighten(paper, 0.3)],
    ],
    0,
    0,
    0,
    waterline,
    true,
  )}"/>`;

  // Rain clouds: soft charcoal washes, darkest at the top, with a few dry-brush drags through them.
  const cloudRandom = random.fork(1);
  for (let i = 0; i < 14; i++) {
    const y = h * cloudRandom.range(-0.04, 0.34);
    const depth = Math.max(0, 1 - y / (h * 0.36));
    const colour = mix(haze, charcoal, 0.25 + depth * 0.5);
    body += `<ellipse cx="${n(cloudRandom.range(-0.1, 1.1) * w)}" cy="${n(y)}" rx="${n(cloudRandom.range(0.2, 0.45) * w)}" ry="${n(cloudRandom.range(28, 70))}" fill="${defs.radial([
      [0, colour, 0.3 + depth * 0.35],
      [0.6, colour, 0.15 + depth * 0.15],
      [1, colour, 0],
    ])}"/>`;
  }
  for (let i = 0; i < 6; i++) {
    const y = h * cloudRandom.range(0.05, 0.32);
    const x0 = cloudRandom.range(-0.3, 0.6) * w;
    const line = steps(x0, x0 + cloudRandom.range(0.35, 0.8) * w, 5).map((x) => pt(x, y + cloudRandom.jitter(0, 6)));
    body += brushStroke(cloudRandom, line, {
      width: cloudRandom.range(20, 50),
      colour: mix(haze, charcoal, 0.5),
      body: 0,
      bristleOpacity: [0.05, 0.2],
    });
  }
  // The last of the rain, slanting.
  const rainRandom = random.fork(2);
  let rain = '';
  for (let i = 0; i < 160; i++) {
    const x = rainRandom.range(0, w);
    const y = rainRandom.range(0, waterline * 0.8);
    const len = rainRandom.range(20, 70);
    rain += `M${n(x)} ${n(y)}l${n(-len * 0.22)} ${n(len)}`;
  }
  body += `<path d="${rain}" stroke="${paper}" stroke-width="1.2" stroke-opacity="0.35"/>`;

  // Layers of towers, the nearest kept to the right so the sea link has open water on the left.
  const layerRandom = random.fork(3);
  const far = skyline(layerRandom, -40, w + 20, [30, 150], [22, 64], 0.04);
  const mid = skyline(layerRandom, w * 0.3, w + 20, [70, 250], [30, 84], 0.12);
  const near = skyline(layerRandom, w * 0.4, w + 20, [110, 400], [42, 110], 0.22, true);
  // Each layer in three close tones, so neighbouring towers separate; the lit edge faces the clearing sky.
  const layer = (buildings: Building[], colour: string, lights: number, id: string) => {
    const tones = [colour, lighten(colour, 0.08), mix(colour, charcoal, 0.25)];
    const shapes = ['', '', ''];
    let edges = '';
    buildings.forEach((b, i) => {
      shapes[i % 3] += buildingPath(b, waterline);
      edges += `M${n(b.x + b.width - 5)} ${n(waterline - b.height)}h5V${n(waterline)}h-5Z`;
    });
    let out = `<g id="${id}">${shapes.map((d, i) => `<path d="${d}" fill="${tones[i]}"/>`).join('')}</g>`;
    out += `<path d="${edges}" fill="${lighten(colour, 0.25)}" fill-opacity="0.6"/>`;
    if (lights > 0) out += windows(layerRandom, buildings, waterline, paper, lights);
    return out;
  };
  const skylineArt =
    layer(far, mix(haze, paper, 0.35), 0, 'city-far') +
    `<rect x="0" y="${n(waterline - 160)}" width="${w}" height="160" fill="${defs.linear(
      [
        [0, paper, 0],
        [1, paper, 0.55],
      ],
      0,
      0,
      0,
      1,
    )}"/>` +
    seaLink(w * 0.03, w * 0.36, waterline, mix(haze, graphite, 0.55)) +
    layer(mid, mix(haze, graphite, 0.45), 0.25, 'city-mid') +
    layer(near, mix(graphite, charcoal, 0.7), 0.4, 'city-near');
  body += skylineArt;

  // Charcoal hatching, clipped to the nearest towers.
  const hatchRandom = random.fork(4);
  let hatch = '';
  for (let x = -h; x < w; x += 7) {
    const jitter = hatchRandom.range(-2, 2);
    hatch += `M${n(x + jitter)} ${n(waterline)}l${n(h * 0.5)} ${n(-h * 0.62)}`;
  }
  body += `<clipPath id="city-near-clip"><path d="${near.map((b) => buildingPath(b, waterline)).join('')}"/></clipPath>`;
  body += `<path d="${hatch}" stroke="${charcoal}" stroke-width="1.5" stroke-opacity="0.35" clip-path="url(#city-near-clip)"/>`;
  let smudge = '';
  for (let i = 0; i < 90; i++) {
    const x = hatchRandom.range(0, w);
    const y = hatchRandom.range(waterline - 380, waterline);
    smudge += `M${n(x)} ${n(y)}l${n(hatchRandom.range(-4, 4))} ${n(hatchRandom.range(20, 90))}`;
  }
  body += `<path d="${smudge}" stroke="${lighten(graphite, 0.3)}" stroke-width="3" stroke-opacity="0.25" stroke-linecap="round" clip-path="url(#city-near-clip)"/>`;

  // Water: darker toward the viewer, holding a squashed, rippled reflection of the towers.
  body += `<rect x="0" y="${n(waterline)}" width="${w}" height="${n(h - waterline)}" fill="${defs.linear(
    [
      [0, mix(haze, graphite, 0.35)],
      [1, mix(graphite, charcoal, 0.55)],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  body += `<g transform="translate(0 ${n(waterline * 1.55)}) scale(1 -0.55)" opacity="0.35"><use href="#city-mid"/><use href="#city-near"/></g>`;
  const rippleRandom = random.fork(5);
  let ripplesLight = '';
  let ripplesDark = '';
  for (let i = 0; i < 120; i++) {
    const y = waterline + 14 + Math.pow(rippleRandom.next(), 1.4) * (h - waterline);
    const x = rippleRandom.range(-40, w);
    const len = rippleRandom.range(40, 260);
    const d = `M${n(x)} ${n(y)}h${n(len)}`;
    if (rippleRandom.chance(0.5)) ripplesLight += d;
    else ripplesDark += d;
  }
  body += `<path d="${ripplesLight}" stroke="${paper}" stroke-width="2" stroke-opacity="0.28"/>`;
  body += `<path d="${ripplesDark}" stroke="${charcoal}" stroke-width="3" stroke-opacity="0.25"/>`;

  // The promenade wall, and the one neon line along it.
  const neonRandom = random.fork(6);
  const curve = steps(-40, w + 40, 8).map((x, i) => pt(x, waterline + 16 - Math.sin((x / w) * Math.PI) * 14 + (i === 0 ? 10 : 0)));
  const necklace = smoothPath(curve);
  body += `<path d="${necklace}L${w + 40} ${n(waterline + 40)}L-40 ${n(waterline + 40)}Z" fill="${charcoal}" fill-opacity="0.85"/>`;
  body += `<path d="${necklace}" stroke="${neon}" stroke-width="30" stroke-opacity="0.08" fill="none"/>`;
  body += `<path d="${necklace}" stroke="${neon}" stroke-width="14" stroke-opacity="0.2" fill="none"/>`;
  body += `<path d="${necklace}" stroke="${lighten(neon, 0.35)}" stroke-width="3.5" fill="none"/>`;
  let glints = '';
  for (let i = 0; i < 70; i++) {
    const x = neonRandom.range(0, w);
    const top = waterline + 44 + neonRandom.range(0, 30);
    glints += `<path d="M${n(x)} ${n(top)}v${n(neonRandom.range(12, 90))}" stroke="${neon}" stroke-width="${n(neonRandom.range(2, 5))}" stroke-opacity="${alpha(neonRandom.range(0.15, 0.5))}" stroke-linecap="round"/>`;
  }
  body += glints;

  const tallest = near.reduce((a, b) => (b.height > a.height ? b : a));
  return {
    body,
    focus: [
      { x: w * 0.36, y: waterline + 10, size: h * 0.5 },
      { x: tallest.x + tallest.width / 2, y: waterline - tallest.height + h * 0.16, size: h * 0.46 },
    ],
  };
};

/** A row of buildings from `from` to `to`; the near row gets a couple of landmark silhouettes. */
function skyline(random: Random, from: number, to: number, heights: [number, number], widths: [number, number], gapChance: number, landmarks = false): Building[] {
  const out: Building[] = [];
  let x = from - random.range(0, 40);
  const span = to - from;
  const landmarkAt = [from + span * random.range(0.15, 0.3), from + span * random.range(0.55, 0.7)];
  while (x < to) {
    const width = random.range(...widths);
    if (random.chance(gapChance)) {
      x += width * random.range(0.4, 1.2);
      continue;
    }
    // Mostly mid-rise, now and then a tower.
    let height = heights[0] + (heights[1] - heights[0]) * Math.pow(random.next(), 1.8);
    let roof: Building['roof'] = random.pick(['flat', 'flat', 'tanks', 'tanks', 'antenna', 'stepped', 'slant']);
    if (landmarks && landmarkAt.some((at) => at >= x && at < x + width)) {
      const dome = landmarkAt[0] >= x && landmarkAt[0] < x + width;
      roof = dome ? 'dome' : 'slant';
      height = dome ? heights[0] * 1.4 : heights[1] * 1.1;
    }
    out.push({ x, width, height, roof });
    x += width * random.range(0.7, 1.02);
  }
  return out;
}

/** A cable-stayed bridge over the bay: a low deck and two pylons with fans of stays. */
function seaLink(from: number, to: number, base: number, colour: string): string {
  const deck = base - 26;
  let d = `M${n(from)} ${n(deck)}H${n(to)}v6H${n(from)}Z`;
  let cables = '';
  for (let p = 0; p < 2; p++) {
    const px = from + (to - from) * (0.3 + p * 0.42);
    const top = deck - 150 + p * 30;
    d += `M${n(px - 14)} ${n(deck + 4)}L${n(px - 2)} ${n(top)}h4L${n(px + 14)} ${n(deck + 4)}h-5L${n(px)} ${n(top + 40)}L${n(px - 9)} ${n(deck + 4)}Z`;
    for (let c = 1; c <= 7; c++) {
      const reach = c * 17;
      cables += `M${n(px)} ${n(top + 8 + c * 6)}L${n(px - reach)} ${n(deck)}M${n(px)} ${n(top + 8 + c * 6)}L${n(px + reach)} ${n(deck)}`;
    }
    for (let s = 0; s < 6; s++) d += `M${n(from + s * ((to - from) / 5) - 3)} ${n(deck)}h6V${n(base)}h-6Z`;
  }
  return `<path d="${d}" fill="${colour}"/><path d="${cables}" stroke="${colour}" stroke-width="1.4"/>`;
}

function buildingPath(b: Building, base: number): string {
  const top = base - b.height;
  const { x, width } = b;
  let d = `M${n(x)} ${n(base)}V${n(top)}H${n(x + width)}V${n(base)}Z`;
  switch (b.roof) {
    case 'tanks':
      d += `M${n(x + width * 0.15)} ${n(top)}v-16h18v16ZM${n(x + width * 0.55)} ${n(top)}v-12h22v12Z`;
      break;
    case 'antenna':
      d += `M${n(x + width * 0.6)} ${n(top)}v-${n(b.height * 0.25)}h3v${n(b.height * 0.25)}Z`;
      break;
    case 'stepped':
      d += `M${n(x + width * 0.15)} ${n(top)}v-${n(b.height * 0.08)}h${n(width * 0.7)}v${n(b.height * 0.08)}ZM${n(x + width * 0.3)} ${n(top)}v-${n(b.height * 0.14)}h${n(width * 0.4)}v${n(b.height * 0.14)}Z`;
      break;
    case 'dome': {
      const r = width * 0.32;
      d += `M${n(x + width / 2 - r)} ${n(top)}A${n(r)} ${n(r * 1.1)} 0 0 1 ${n(x + width / 2 + r)} ${n(top)}Z`;
      d += `M${n(x + width / 2 - 2)} ${n(top - r * 1.1)}v-24h4v24Z`;
      d += `M${n(x + 4)} ${n(top)}v-26h16v26ZM${n(x + width - 20)} ${n(top)}v-26h16v26Z`;
      break;
    }
    case 'slant':
      d += `M${n(x)} ${n(top)}L${n(x + width)} ${n(top - b.height * 0.12)}V${n(top)}Z`;
      break;
    case 'flat':
      break;
  }
  return d;
}

/** Window grids: most dark, some faintly lit. One path per shade keeps this to a handful of elements. */
function windows(random: Random, buildings: Building[], base: number, light: string, density: number): string {
  let lit = '';
  let dim = '';
  for (const b of buildings) {
    const cols = Math.max(2, Math.floor(b.width / 11));
    const rows = Math.floor((b.height - 16) / 15);
    const cw = (b.width - 8) / cols;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (!random.chance(density)) continue;
        const d = `M${n(b.x + 4 + c * cw + 2)} ${n(base - b.height + 10 + r * 15)}h${n(Math.min(6, cw - 4))}v7h${n(-Math.min(6, cw - 4))}Z`;
        if (random.chance(0.18)) lit += d;
        else dim += d;
      }
    }
  }
  return `<path d="${dim}" fill="${light}" fill-opacity="0.1"/><path d="${lit}" fill="${light}" fill-opacity="0.42"/>`;
}
