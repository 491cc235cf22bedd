import { NO_FRAME } from './print-options';

/**
 * How the preview draws a framing choice. Widths are percentages of the preview's width, so a
 * frame keeps its proportions on a phone and on a desktop.
 */
export interface FrameLook {
  /** The moulding's colour or gradient; none for an unframed print. */
  moulding?: string;
  /** Width of the moulding (% of the preview's width). */
  mouldingWidth: number;
  /** A floating frame's gap between moulding and artwork: its colour and width (%). */
  gap?: { color: string; width: number };
  /** Shadows around the whole piece: depth on the wall, a canvas's wrapped edge. */
  shadow: string;
  /** A small sample of the finish for the option list. */
  swatch: string;
}

const WALL_SHADOW = '0 10px 24px rgba(36, 19, 11, 0.28), 0 2px 6px rgba(36, 19, 11, 0.18)';

const unframed: FrameLook = {
  mouldingWidth: 0,
  shadow: '0 6px 16px rgba(36, 19, 11, 0.2)',
  swatch: 'repeating-linear-gradient(45deg, #f4efe6 0 4px, #e4dccf 4px 8px)',
};

/** Painted or stained wood, lit from the top left. */
function wood(light: string, dark: string): string {
  return `linear-gradient(135deg, ${light} 0%, ${dark} 45%, ${light} 55%, ${dark} 100%)`;
}

/** Brushed metal: bands of light across the profile. */
function metal(highlight: string, base: string, shade: string): string {
  return `linear-gradient(135deg, ${shade} 0%, ${highlight} 25%, ${base} 50%, ${highlight} 75%, ${shade} 100%)`;
}

const looks: Record<string, FrameLook> = {
  [NO_FRAME]: unframed,
  'Print Only': unframed,
  'Stretched Canvas': {
    mouldingWidth: 0,
    // The canvas wraps round a wooden bar: a solid offset shadow reads as its turned-back edge.
    shadow: `4px 4px 0 0 rgba(58, 31, 18, 0.55), 7px 7px 0 0 rgba(58, 31, 18, 0.25), ${WALL_SHADOW}`,
    swatch: 'linear-gradient(135deg, #efe6d6 0 60%, #8c6a4e 60% 100%)',
  },
  'Dark Brown Frame': { moulding: wood('#6b4329', '#3d2414'), mouldingWidth: 5, shadow: WALL_SHADOW, swatch: wood('#6b4329', '#3d2414') },
  'Light Brown Frame': { moulding: wood('#c9a073', '#9c7047'), mouldingWidth: 5, shadow: WALL_SHADOW, swatch: wood('#c9a073', '#9c7047') },
  'Black Frame': { moulding: wood('#3a3a3a', '#121212'), mouldingWidth: 4.5, shadow: WALL_SHADOW, swatch: wood('#3a3a3a', '#121212') },
  'Floating Frame - Natural': {
    moulding: wood('#e2c79d', '#bf9a68'),
    mouldingWidth: 3,
    // The artwork sits inside the frame without touching it; the gap shows as a shadowed channel.
    gap: { color: '#2f2822', width: 2.5 },
    shadow: WALL_SHADOW,
    swatch: wood('#e2c79d', '#bf9a68'),
  },
  'Metal (Champagne Gold)': {
    moulding: metal('#f6e7bf', '#cfae6b', '#9e7f45'),
    mouldingWidth: 2,
    shadow: WALL_SHADOW,
    swatch: metal('#f6e7bf', '#cfae6b', '#9e7f45'),
  },
  'Metal (Earling Silver)': {
    moulding: metal('#f4f5f7', '#b9bcc2', '#83878e'),
    mouldingWidth: 2,
    shadow: WALL_SHADOW,
    swatch: metal('#f4f5f7', '#b9bcc2', '#83878e'),
  },
};

/** A frame added to the catalogue after this code still previews as a plain neutral moulding. */
const otherFrame: FrameLook = { moulding: wood('#9a928a', '#6f6861'), mouldingWidth: 3.5, shadow: WALL_SHADOW, swatch: wood('#9a928a', '#6f6861') };

/** The preview's look for a framing choice. */
export function frameLook(framing: string): FrameLook {
  return looks[framing] ?? otherFrame;
}

/** How the preview hints at the medium's surface. */
export interface MediumLook {
  /** A paper print's white border inside the frame (% of the preview's width). */
  paperBorder: number;
  /** A texture laid over the artwork: the weave of canvas. */
  texture?: string;
}

const canvasWeave =
  'repeating-linear-gradient(0deg, rgba(255, 255, 255, 0.07) 0 1px, transparent 1px 3px), ' +
  'repeating-linear-gradient(90deg, rgba(0, 0, 0, 0.07) 0 1px, transparent 1px 3px)';

/** Paper is smooth with a white border; canvas (and anything else printed like it) shows a weave. */
export function mediumLook(medium: string): MediumLook {
  return /paper/i.test(medium) ? { paperBorder: 4 } : { paperBorder: 0, texture: canvasWeave };
}
