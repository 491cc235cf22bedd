import type { ArtDirection } from '../sample-artworks';
import type { Random } from '../random';
import type { Defs } from '../svg-kit';

export type Palette = ArtDirection['palette'];

export interface MotifContext {
  /** The picture is drawn in these coordinates: 0..width by 0..height. */
  width: number;
  height: number;
  palette: Palette;
  random: Random;
  defs: Defs;
  seed: number;
}

/** A square close-up: its centre and side, in picture coordinates. */
export interface Focus {
  x: number;
  y: number;
  size: number;
}

export interface MotifArt {
  /** SVG elements of the picture (their <defs> go through the context's Defs). */
  body: string;
  /** Where the two detail close-ups of the product page look. */
  focus: [Focus, Focus];
}

export type Motif = (context: MotifContext) => MotifArt;
