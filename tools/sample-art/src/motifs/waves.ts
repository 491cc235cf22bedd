import { steps, alpha, darken, lighten, mix, mottle, n, pt, smoothPath, type Point } from '../svg-kit';
import type { Random } from '../random';
import type { Motif } from './motif';

/** Soft rain washes: misty ridges of the Ghats in layered jade washes, rain curtains drifting across. */
export const waves: Motif = ({ width: w, height: h, palette, random, defs }) => {
  const [mist, jadeLight, jade, deep, pale] = palette;
  let body = '';

  const sky = defs.linear(
    [
      [0, mix(lighten(mist, 0.35), jadeLight, 0.12)],
      [0.5, mist],
      [1, pale],
    ],
    0,
    0,
    0,
    1,
  );
  body += `<rect width="${w}" height="${h}" fill="${sky}"/>`;
  body += mottle(defs, random.fork(1), { x: 0, y: 0, width: w, height: h * 0.5 }, [jadeLight, pale, '#ffffff'], 4, 0.3);

  // A luminous patch where the sun is behind the clouds.
  const glowRandom = random.fork(8);
  const glow = pt(w * glowRandom.range(0.55, 0.8), h * glowRandom.range(0.12, 0.2));
  body += `<ellipse cx="${n(glow.x)}" cy="${n(glow.y)}" rx="${n(w * 0.45)}" ry="${n(h * 0.22)}" fill="${defs.radial([
    [0, '#ffffff', 0.6],
    [1, '#ffffff', 0],
  ])}"/>`;

  // Low monsoon clouds: long, soft-edged bands (radial gradients are soft without the cost of a blur).
  const cloudRandom = random.fork(2);
  for (let i = 0; i < 6; i++) {
    const colour = cloudRandom.pick([jadeLight, mix(jadeLight, jade, 0.45), pale, jadeLight]);
    const fill = defs.radial([
      [0, colour, cloudRandom.range(0.35, 0.6)],
      [0.6, colour, 0.18],
      [1, colour, 0],
    ]);
    body += `<ellipse cx="${n(cloudRandom.range(0, w))}" cy="${n(h * cloudRandom.range(0.05, 0.3))}" rx="${n(cloudRandom.range(0.2, 0.45) * w)}" ry="${n(cloudRandom.range(30, 70))}" fill="${fill}"/>`;
  }

  // Rain curtains hanging from the clouds: tall, slanted, feathered streaks.
  const curtainRandom = random.fork(3);
  const curtains = [w * curtainRandom.range(0.15, 0.35), w * curtainRandom.range(0.6, 0.85)];
  for (const cx of curtains) {
    for (let s = 0; s < 3; s++) {
      const x = cx + curtainRandom.range(-0.08, 0.08) * w;
      const top = h * curtainRandom.range(0.1, 0.2);
      const bottom = h * curtainRandom.range(0.6, 0.85);
      const fill = defs.radial([
        [0, curtainRandom.pick([jade, jadeLight, jade]), curtainRandom.range(0.08, 0.15)],
        [1, jade, 0],
      ]);
      body += `<ellipse cx="${n(x)}" cy="${n((top + bottom) / 2)}" rx="${n(curtainRandom.range(50, 130))}" ry="${n((bottom - top) / 2)}" fill="${fill}" transform="rotate(-12 ${n(x)} ${n((top + bottom) / 2)})"/>`;
    }
  }

  // Ridges, back to front: each deeper in tone, with the pooled darker edge of a dried watercolour wash.
  const ridgeRandom = random.fork(4);
  const tones = [
    mix(pale, jadeLight, 0.45),
    mix(pale, jadeLight, 0.85),
    mix(jadeLight, jade, 0.3),
    mix(jadeLight, jade, 0.75),
    mix(jade, deep, 0.35),
    mix(jade, deep, 0.8),
  ];
  const ridgeTops: number[] = [];
  tones.forEach((tone, i) => {
    const baseY = h * (0.36 + i * 0.105);
    const amp = h * (0.075 - i * 0.008);
    const f1 = ridgeRandom.range(1.5, 3) / w;
    const f2 = ridgeRandom.range(5, 9) / w;
    const ph1 = ridgeRandom.range(0, Math.PI * 2);
    const ph2 = ridgeRandom.range(0, Math.PI * 2);
    const edge: Point[] = [];
    // Nearer ridges are close enough to show their forest as a bumpy crest.
    const forest = i >= 3;
    for (const x of steps(-60, w + 60, forest ? 160 : 24)) {
      const canopy = forest ? Math.pow(ridgeRandom.next(), 2) * (6 + i * 2) : 0;
      const y =
        baseY -
        amp * (0.55 * Math.sin(x * f1 * Math.PI + ph1) + 0.3 * Math.sin(x * f2 * Math.PI + ph2)) -
        canopy +
        ridgeRandom.jitter(0, forest ? 1.5 : amp * 0.08);
      edge.push(pt(x, y));
    }
    ridgeTops.push(baseY - amp * 0.2);
    const top = baseY - amp;
    const fill = defs.linear(
      [
        [0, darken(tone, 0.04)],
        [0.3, tone],
        [1, mix(tone, mist, 0.7)],
      ],
      0,
      top,
      0,
      h,
      true,
    );
    const curve = smoothPath(edge);
    const shape = `<path d="${curve}L${w + 60} ${h + 10}L-60 ${h + 10}Z" fill="${fill}" fill-opacity="${alpha(0.78 + i * 0.035)}"/>`;
    const rim = `<path d="${curve}" fill="none" stroke="${darken(tone, 0.18)}" stroke-width="${n(1.6 + i * 0.35)}" stroke-opacity="${alpha(0.22 + i * 0.04)}"/>`;
    body += shape + rim;
    // Blooms: where wet paint ran back into the wash.
    if (i % 2 === 1) body += mottle(defs, ridgeRandom, { x: 0, y: baseY, width: w, height: h * 0.1 }, [tone, darken(tone, 0.1), mist], 2, 0.3);
    // Valley mist rising in front of the ridge.
    if (i < tones.length - 1) {
      const mistFill = defs.radial([
        [0, lighten(mist, 0.5), 0.5],
        [0.5, lighten(mist, 0.5), 0.22],
        [1, lighten(mist, 0.5), 0],
      ]);
      for (let m = 0; m < 2; m++) {
        body += `<ellipse cx="${n(ridgeRandom.range(0, w))}" cy="${n(baseY + h * ridgeRandom.range(0.03, 0.07))}" rx="${n(ridgeRandom.range(0.2, 0.45) * w)}" ry="${n(h * ridgeRandom.range(0.03, 0.05))}" fill="${mistFill}"/>`;
      }
    }
  });

  body += rain(random.fork(5), w, h, curtains, [lighten(mist, 0.6), deep, jade]);

  // A few birds heading home before the next shower.
  const birdRandom = random.fork(6);
  const flock = pt(w * birdRandom.range(0.52, 0.7), h * birdRandom.range(0.15, 0.22));
  let birds = '';
  for (let b = 0; b < 5; b++) {
    const x = flock.x + birdRandom.range(-90, 90);
    const y = flock.y + birdRandom.range(-40, 40);
    const s = birdRandom.range(7, 12);
    birds += `<path d="M${n(x - s)} ${n(y - s * 0.35)}Q${n(x - s * 0.45)} ${n(y - s * 0.6)} ${n(x)} ${n(y)}Q${n(x + s * 0.45)} ${n(y - s * 0.6)} ${n(x + s)} ${n(y - s * 0.3)}"/>`;
  }
  body += `<g fill="none" stroke="${deep}" stroke-width="2" stroke-linecap="round" stroke-opacity="0.7">${birds}</g>`;

  // Speckles: splashes of pigment flicked from the brush.
  const speckRandom = random.fork(7);
  let specks = '';
  for (let i = 0; i < 70; i++) {
    specks += `<circle cx="${n(speckRandom.range(0, w))}" cy="${n(speckRandom.range(h * 0.3, h))}" r="${n(speckRandom.range(0.8, 3.2))}" fill="${speckRandom.pick([jade, deep, jadeLight])}" fill-opacity="${alpha(speckRandom.range(0.15, 0.45))}"/>`;
  }
  body += specks;

  return {
    body,
    focus: [
      { x: curtains[0] + w * 0.05, y: ridgeTops[3], size: h * 0.42 },
      { x: w * 0.72, y: ridgeTops[4], size: h * 0.4 },
    ],
  };
};

/** Fine slanted rain, denser under the curtains. */
function rain(random: Random, w: number, h: number, curtains: number[], colours: string[]): string {
  let light = '';
  let dark = '';
  for (let i = 0; i < 420; i++) {
    const cx = random.pick(curtains);
    const under = random.chance(0.75);
    const x = under ? cx + (random.next() + random.next() - 1) * w * 0.14 : random.range(0, w);
    const y = random.range(h * 0.12, h * 0.95);
    const len = random.range(28, 110);
    const d = `M${n(x)} ${n(y)}l${n(len * 0.16)} ${n(len)}`;
    if (random.chance(0.6)) light += d;
    else dark += d;
  }
  return (
    `<path d="${light}" stroke="${colours[0]}" stroke-width="1.3" stroke-opacity="0.35" stroke-linecap="round"/>` +
    `<path d="${dark}" stroke="${colours[2]}" stroke-width="1" stroke-opacity="0.16" stroke-linecap="round"/>`
  );
}
