import { alpha, brushStroke, lighten, mix, mottle, n, pt, steps, type Point } from '../svg-kit';
import type { Motif } from './motif';

/** Rolling indigo strokes: an expressionist sea at dusk, built from broad bristled brush strokes. */
export const tides: Motif = ({ width: w, height: h, palette, random, defs }) => {
  const [foam, periwinkle, cobalt, indigo, midnight] = palette;
  let body = '';

  body += `<rect width="${w}" height="${h}" fill="${defs.linear(
    [
      [0, lighten(foam, 0.3)],
      [0.28, mix(foam, periwinkle, 0.45)],
      [0.5, mix(periwinkle, cobalt, 0.5)],
      [1, mix(indigo, midnight, 0.5)],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  body += mottle(defs, random.fork(1), { x: 0, y: 0, width: w, height: h * 0.35 }, [foam, periwinkle, '#ffffff'], 6, 0.3);

  // A low dusk moon behind thin cloud.
  const moonRandom = random.fork(2);
  const moon = pt(w * moonRandom.range(0.68, 0.8), h * moonRandom.range(0.11, 0.15));
  body += `<circle cx="${n(moon.x)}" cy="${n(moon.y)}" r="${n(w * 0.12)}" fill="${defs.radial([
    [0, '#ffffff', 0.5],
    [1, '#ffffff', 0],
  ])}"/>`;
  body += `<circle cx="${n(moon.x)}" cy="${n(moon.y)}" r="${n(w * 0.036)}" fill="${lighten(foam, 0.6)}" fill-opacity="0.9"/>`;

  // Sky: broad, washy horizontal strokes.
  const skyRandom = random.fork(3);
  for (let i = 0; i < 9; i++) {
    const y = h * skyRandom.range(0.03, 0.27);
    const x0 = skyRandom.range(-0.2, 0.5) * w;
    const len = skyRandom.range(0.4, 0.9) * w;
    const line = steps(x0, x0 + len, 5).map((x) => pt(x, y + skyRandom.jitter(0, 8)));
    body += brushStroke(skyRandom, line, {
      width: skyRandom.range(30, 70),
      colour: skyRandom.pick([foam, periwinkle, lighten(periwinkle, 0.3)]),
      body: 0.22,
      bristleOpacity: [0.08, 0.25],
    });
  }

  // The sea: rows of rolling strokes, deepening toward the viewer; some curl over into a crest.
  const seaRandom = random.fork(4);
  const rows = 10;
  const crests: Point[] = [];
  for (let row = 0; row < rows; row++) {
    const t = row / (rows - 1);
    const baseY = h * (0.3 + t * 0.68);
    const strokes = seaRandom.int(4, 6);
    for (let s = 0; s < strokes; s++) {
      const x0 = seaRandom.range(-0.35, 0.55) * w;
      const len = seaRandom.range(0.45, 0.9) * w;
      const amp = 10 + t * 34;
      const phase = seaRandom.range(0, Math.PI * 2);
      const tilt = seaRandom.range(-0.07, 0.07);
      const line = steps(x0, x0 + len, 8).map((x) => pt(x, baseY + Math.sin((x / w) * Math.PI * 3 + phase) * amp + (x - x0) * tilt));
      const curl = row > 1 && seaRandom.chance(0.25);
      if (curl) {
        // Roll the end of the stroke up and back over itself, like a breaking crest.
        const end = line[line.length - 1];
        const size = 26 + t * 60;
        line.push(pt(end.x + size * 0.9, end.y - size * 0.55), pt(end.x + size * 0.75, end.y - size * 1.05));
        crests.push(pt(end.x + size * 0.4, end.y - size * 0.8));
      }
      const colour =
        t < 0.25
          ? seaRandom.pick([periwinkle, cobalt])
          : t < 0.6
            ? seaRandom.pick([cobalt, indigo, cobalt])
            : seaRandom.pick([indigo, midnight, cobalt]);
      body += brushStroke(seaRandom, line, {
        width: 50 + t * 120 + seaRandom.range(-10, 24),
        colour,
        body: 0.75,
        bristles: Math.round((50 + t * 120) / 4.5),
        bristleColours: [colour, lighten(colour, 0.25), mix(colour, midnight, 0.4), periwinkle],
        bristleOpacity: [0.2, 0.6],
      });
      // Foam riding on the upper edge.
      if (seaRandom.chance(0.55)) {
        const foamLine = line.slice(0, Math.max(3, line.length - 2)).map((p) => pt(p.x, p.y - (12 + t * 26)));
        body += brushStroke(seaRandom, foamLine, {
          width: 10 + t * 14,
          colour: foam,
          body: 0,
          bristles: 7,
          bristleColours: [foam, lighten(foam, 0.5), periwinkle],
          bristleOpacity: [0.25, 0.75],
        });
      }
    }
  }

  // The moon's path on the water: broken pale dashes, thinning toward the viewer.
  const glintRandom = random.fork(6);
  let glints = '';
  for (let i = 0; i < 46; i++) {
    const t = glintRandom.next();
    const y = h * (0.29 + t * 0.42);
    const x = moon.x + glintRandom.jitter(0, 30 + t * 90);
    const len = glintRandom.range(30, 120) * (1 - t * 0.5);
    glints += `<path d="M${n(x - len / 2)} ${n(y)}q${n(len / 2)} ${n(glintRandom.jitter(0, 4))} ${n(len)} 0" stroke="${lighten(foam, 0.5)}" stroke-width="${n(glintRandom.range(2, 6))}" stroke-opacity="${alpha((1 - t) * glintRandom.range(0.4, 0.85))}" stroke-linecap="round" fill="none"/>`;
  }
  body += glints;

  // Spray: flicks of pale paint off the crests, and a few dark spatters.
  const sprayRandom = random.fork(5);
  let spray = '';
  for (let i = 0; i < 60; i++) {
    const near = crests.length > 0 && sprayRandom.chance(0.8) ? sprayRandom.pick(crests) : pt(sprayRandom.range(0, w), sprayRandom.range(h * 0.3, h));
    const x = near.x + sprayRandom.jitter(0, 70);
    const y = near.y + sprayRandom.jitter(0, 50);
    spray += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(sprayRandom.range(1, 3.5))}" fill="${sprayRandom.chance(0.75) ? lighten(foam, 0.4) : midnight}" fill-opacity="${alpha(sprayRandom.range(0.35, 0.85))}"/>`;
  }
  body += spray;

  const main = crests.length > 0 ? crests[Math.floor(crests.length / 2)] : pt(w * 0.5, h * 0.6);
  return {
    body,
    focus: [
      { x: main.x, y: main.y, size: w * 0.36 },
      { x: moon.x - w * 0.1, y: h * 0.25, size: w * 0.4 },
    ],
  };
};
