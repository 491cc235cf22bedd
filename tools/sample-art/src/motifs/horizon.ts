import type { Random } from '../random';
import { alpha, darken, lighten, mix, n, pt, smoothPath, steps, type Point } from '../svg-kit';
import type { Motif } from './motif';

/** A banded sunrise: layered sky bands, a rising sun with cloud streaks across it, dunes in dry-brushed bands. */
export const horizon: Motif = ({ width: w, height: h, palette, random, defs }) => {
  const [sand, saffron, ochre, rust, umber] = palette;
  const horizonY = h * random.range(0.6, 0.64);
  let body = '';

  body += `<rect width="${w}" height="${h}" fill="${defs.linear(
    [
      [0, mix(sand, saffron, 0.08)],
      [0.6, mix(sand, saffron, 0.3)],
      [1, mix(sand, saffron, 0.62)],
    ],
    0,
    0,
    0,
    horizonY,
    true,
  )}"/>`;

  // Sky bands, like thin glazes laid one over another.
  const skyRandom = random.fork(1);
  const skyBands = [
    { top: h * 0.05, bottom: h * 0.17, colour: lighten(sand, 0.4), opacity: 0.3 },
    { top: h * 0.22, bottom: h * 0.33, colour: mix(sand, saffron, 0.35), opacity: 0.25 },
    { top: h * 0.4, bottom: h * 0.5, colour: mix(sand, saffron, 0.55), opacity: 0.22 },
  ];
  for (const band of skyBands) {
    body += wobblyBand(skyRandom, w, band.top, band.bottom, 10, band.colour, band.opacity);
    body += dryBrush(skyRandom, w, band.top + 10, band.bottom - 10, 20, [lighten(band.colour, 0.3), band.colour], [0.08, 0.2]);
  }

  // The sun, half risen, with its glow.
  const sunRandom = random.fork(2);
  const r = w * 0.17;
  const sun = pt(w * sunRandom.range(0.46, 0.56), horizonY - r * 0.42);
  body += `<ellipse cx="${n(sun.x)}" cy="${n(sun.y)}" rx="${n(r * 3.2)}" ry="${n(r * 2.4)}" fill="${defs.radial([
    [0, lighten(saffron, 0.4), 0.75],
    [0.35, saffron, 0.3],
    [1, saffron, 0],
  ])}"/>`;
  body += `<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(r)}" fill="${defs.linear(
    [
      [0, mix(saffron, ochre, 0.15)],
      [0.6, mix(saffron, ochre, 0.6)],
      [1, ochre],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  // Thin, tapering cloud streaks drawn across the disc.
  for (let i = 0; i < 3; i++) {
    const y = sun.y - r * 0.55 + i * r * sunRandom.range(0.3, 0.42);
    const cx = sun.x + sunRandom.range(-0.6, 0.6) * r;
    body += `<ellipse cx="${n(cx)}" cy="${n(y)}" rx="${n(r * sunRandom.range(0.9, 1.9))}" ry="${n(sunRandom.range(3, 7))}" fill="${lighten(sand, 0.25)}" fill-opacity="${alpha(sunRandom.range(0.55, 0.8))}"/>`;
  }
  // A pair of birds crossing the light.
  const birdRandom = random.fork(3);
  for (let b = 0; b < 3; b++) {
    const x = sun.x + r * birdRandom.range(0.9, 1.8) * (b === 1 ? -1 : 1);
    const y = sun.y - r * birdRandom.range(1.1, 1.9);
    const s = birdRandom.range(9, 15);
    body += `<path d="M${n(x - s)} ${n(y - s * 0.3)}Q${n(x - s * 0.4)} ${n(y - s * 0.65)} ${n(x)} ${n(y)}Q${n(x + s * 0.4)} ${n(y - s * 0.65)} ${n(x + s)} ${n(y - s * 0.35)}" fill="none" stroke="${umber}" stroke-width="2.4" stroke-opacity="0.75" stroke-linecap="round"/>`;
  }

  // Shimmer along the horizon.
  body += `<rect x="0" y="${n(horizonY - 2)}" width="${w}" height="5" fill="${defs.linear(
    [
      [0, lighten(saffron, 0.5), 0],
      [0.5, lighten(saffron, 0.6), 0.9],
      [1, lighten(saffron, 0.5), 0],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;

  // Dunes: bands that thicken toward the viewer, each deeper in tone.
  const landRandom = random.fork(4);
  const land = [
    { share: 0.13, colour: mix(ochre, saffron, 0.25) },
    { share: 0.19, colour: ochre },
    { share: 0.27, colour: rust },
    { share: 0.41, colour: mix(rust, umber, 0.65) },
  ];
  let top = horizonY;
  land.forEach((band, i) => {
    const height = (h - horizonY) * band.share;
    const amp = 6 + i * 9;
    const phase = landRandom.range(0, Math.PI * 2);
    const freq = landRandom.range(1.2, 2.2);
    const edge: Point[] = [];
    for (const x of steps(-40, w + 40, 18)) {
      edge.push(pt(x, top + (i === 0 ? 2 : 0) + amp * Math.sin((x / w) * Math.PI * freq + phase) + landRandom.jitter(0, 2)));
    }
    const fill = defs.linear(
      [
        [0, lighten(band.colour, 0.08)],
        [1, darken(band.colour, 0.12)],
      ],
      0,
      top - amp,
      0,
      top + height,
      true,
    );
    body += `<path d="${smoothPath(edge)}L${w + 40} ${h + 10}L-40 ${h + 10}Z" fill="${fill}"/>`;
    // Light catching the crest of each dune.
    body += `<path d="${smoothPath(edge)}" fill="none" stroke="${lighten(band.colour, 0.35)}" stroke-width="${n(2 + i)}" stroke-opacity="0.35"/>`;
    body += dryBrush(landRandom, w, top + amp + 6, top + height + amp, 18 + i * 10, [lighten(band.colour, 0.22), darken(band.colour, 0.2)], [0.1, 0.3]);
    top += height;
  });

  return {
    body,
    focus: [
      { x: sun.x, y: horizonY - r * 0.2, size: w * 0.5 },
      { x: sun.x + r * 0.9, y: sun.y - r * 0.9, size: w * 0.4 },
    ],
  };
};

/** A horizontal band with softly wandering edges. */
function wobblyBand(random: Random, w: number, top: number, bottom: number, amp: number, colour: string, opacity: number): string {
  const upper: Point[] = [];
  const lower: Point[] = [];
  for (const x of steps(-30, w + 30, 10)) {
    upper.push(pt(x, top + random.jitter(0, amp)));
    lower.push(pt(x, bottom + random.jitter(0, amp)));
  }
  return `<path d="${smoothPath([...upper, ...lower.reverse()], true)}" fill="${colour}" fill-opacity="${alpha(opacity)}"/>`;
}

/** Long, slightly curved horizontal strokes: the texture of a dry brush dragged across the band. */
function dryBrush(random: Random, w: number, top: number, bottom: number, count: number, colours: string[], opacity: [number, number]): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = random.range(top, Math.max(top + 1, bottom));
    const x0 = random.range(-50, w * 0.7);
    const len = random.range(w * 0.15, w * 0.6);
    const d = `M${n(x0)} ${n(y)}Q${n(x0 + len / 2)} ${n(y + random.jitter(0, 5))} ${n(x0 + len)} ${n(y + random.jitter(0, 3))}`;
    out += `<path d="${d}" fill="none" stroke="${random.pick(colours)}" stroke-width="${n(random.range(1.5, 5))}" stroke-opacity="${alpha(random.range(...opacity))}" stroke-linecap="round"/>`;
  }
  return out;
}
