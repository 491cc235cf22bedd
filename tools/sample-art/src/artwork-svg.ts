import type { Orientation } from '@shop/contracts';
import { ARTWORK_SIZE, type ArtDirection } from './sample-artworks';
import { city } from './motifs/city';
import { courtyard } from './motifs/courtyard';
import { geometry } from './motifs/geometry';
import { horizon } from './motifs/horizon';
import type { Focus, Motif } from './motifs/motif';
import { peacock } from './motifs/peacock';
import { tides } from './motifs/tides';
import { tree } from './motifs/tree';
import { waves } from './motifs/waves';
import { createRandom } from './random';
import { Defs, grain, n, svgDocument, type ViewBox } from './svg-kit';

export type { ViewBox } from './svg-kit';

export const MOTIFS: Record<ArtDirection['motif'], Motif> = {
  waves,
  horizon,
  tides,
  geometry,
  courtyard,
  city,
  tree,
  peacock,
};

/** How strong the paper grain is: handmade-paper heritage pieces show more texture than smooth giclée prints. */
const GRAIN: Record<ArtDirection['motif'], number> = {
  waves: 0.14,
  horizon: 0.14,
  tides: 0.12,
  geometry: 0.18,
  courtyard: 0.14,
  city: 0.16,
  tree: 0,
  peacock: 0.1,
};

interface Drawing {
  defs: string;
  body: string;
  focus: [Focus, Focus];
}

function draw(art: ArtDirection, width: number, height: number): Drawing {
  const defs = new Defs('a');
  const picture = MOTIFS[art.motif]({ width, height, palette: art.palette, random: createRandom(art.seed), defs, seed: art.seed });
  return { defs: defs.toString(), body: picture.body, focus: picture.focus };
}

/**
 * Close-ups zoom by one of these exact factors (1600 / side). With whole-number offsets the grain tile then
 * lands on whole pixels, which keeps librsvg on its fast path (a fractional offset makes it ~10x slower).
 */
const DETAIL_SIDES = [800, 640, 500, 400];

/**
 * The grain sits in its own coordinate system of output pixels, laid over whatever part of the picture is
 * shown: close-ups keep fine print grain, and texturing them costs no more than the full picture.
 */
function grainOverlay(art: ArtDirection, view: ViewBox, output: { width: number; height: number }): { defs: string; body: string } {
  const defs = new Defs('g');
  const layer = grain(defs, art.seed, { x: 0, y: 0, width: output.width, height: output.height }, GRAIN[art.motif]);
  return {
    defs: defs.toString(),
    body: `<svg x="${n(view.x)}" y="${n(view.y)}" width="${n(view.width)}" height="${n(view.height)}" viewBox="0 0 ${output.width} ${output.height}" preserveAspectRatio="none">${layer}</svg>`,
  };
}

export interface ArtworkSvgOptions {
  /** Part of the picture to show (picture coordinates); the whole picture by default. */
  view?: ViewBox;
  /** Pixel size of the rendered image; the view's size by default. */
  output?: { width: number; height: number };
}

/** One artwork, drawn once: SVG documents of the whole picture or any view into it, and its close-up views. */
export interface Artwork {
  width: number;
  height: number;
  svg(options?: ArtworkSvgOptions): string;
  /** The two square close-ups of the product page, as views into the picture (kept inside its edges). */
  detailViews: [ViewBox, ViewBox];
}

/** Draws the artwork in its full-size coordinates (1600 px wide, height by orientation). Deterministic per seed. */
export function createArtwork(art: ArtDirection, orientation: Orientation): Artwork {
  const { width, height } = ARTWORK_SIZE[orientation];
  const drawing = draw(art, width, height);
  const toView = (f: Focus): ViewBox => {
    const wanted = Math.min(f.size, width, height);
    const size = DETAIL_SIDES.reduce((best, side) => (Math.abs(side - wanted) < Math.abs(best - wanted) ? side : best));
    const x = Math.round(Math.min(width - size, Math.max(0, f.x - size / 2)));
    const y = Math.round(Math.min(height - size, Math.max(0, f.y - size / 2)));
    return { x, y, width: size, height: size };
  };
  return {
    width,
    height,
    detailViews: [toView(drawing.focus[0]), toView(drawing.focus[1])],
    svg(options = {}) {
      const view = options.view ?? { x: 0, y: 0, width, height };
      const output = options.output ?? { width: Math.round(view.width), height: Math.round(view.height) };
      const texture = GRAIN[art.motif] > 0 ? grainOverlay(art, view, output) : { defs: '', body: '' };
      return svgDocument({ width: output.width, height: output.height, view, defs: drawing.defs + texture.defs, body: drawing.body + texture.body });
    },
  };
}

/** The artwork (or a view into it) as an SVG document. */
export function artworkSvg(art: ArtDirection, orientation: Orientation, options: ArtworkSvgOptions = {}): string {
  return createArtwork(art, orientation).svg(options);
}
