import type { Orientation } from '@shop/contracts';

/** How the generated image of a sample artwork looks: the palette and the kind of composition. */
export interface ArtDirection {
  palette: [string, string, string, string, string];
  motif: 'waves' | 'horizon' | 'tides' | 'geometry' | 'courtyard' | 'city' | 'tree' | 'peacock';
  seed: number;
}

export interface SampleArtwork {
  id: number;
  title: string;
  artist: string;
  categoryId: number;
  description: string;
  basePrice: number;
  rating: number;
  reviews: number;
  year: string;
  style: string;
  orientation: Orientation;
  featured: boolean;
  art: ArtDirection;
}

export const SIZE_PRESETS: Record<Orientation, string[]> = {
  landscape: ['18X14', '27X21', '36X28', '45X35', '54X42'],
  portrait: ['14X18', '21X27', '28X36', '35X45', '42X54'],
  square: ['18X18', '24X24', '30X30', '36X36', '48X48'],
  widescreen: ['21X12', '28X16', '35X20', '42X24', '49X28'],
};
export const MEDIUMS = ['Museum-Grade Canvas', 'Fine Art Paper'];
export const FRAMES = [
  'Print Only',
  'Stretched Canvas',
  'Dark Brown Frame',
  'Light Brown Frame',
  'Black Frame',
  'Floating Frame - Natural',
  'Metal (Champagne Gold)',
  'Metal (Earling Silver)',
];

/** The spec's eight sample artworks: ids 1-6 Contemporary, 7 Heritage, 8 Exclusive; 1, 4, 7, 8 featured. */
export const SAMPLE_ARTWORKS: SampleArtwork[] = [
  {
    id: 1,
    title: 'Monsoon Reverie',
    artist: 'Aanya Kapoor',
    categoryId: 2,
    description:
      'Soft washes of rain-grey and jade drift across the canvas like the first monsoon over the Western Ghats. A calm, contemplative abstract that brings a quiet, soothing mood to living rooms and bedrooms.',
    basePrice: 195,
    rating: 4.6,
    reviews: 38,
    year: '2021',
    style: 'Contemporary Abstract',
    orientation: 'landscape',
    featured: true,
    art: { palette: ['#dfe7e2', '#9fb8ad', '#5f8575', '#34554a', '#c9d6cf'], motif: 'waves', seed: 11 },
  },
  {
    id: 2,
    title: 'Saffron Horizon',
    artist: 'Vikram Rao',
    categoryId: 2,
    description:
      'A minimalist sunrise in bands of saffron, ochre and warm sand. Earthy and inspiring, it lifts a hallway, study or office with a sense of a new beginning.',
    basePrice: 320,
    rating: 4.5,
    reviews: 21,
    year: '2022',
    style: 'Contemporary Minimalism',
    orientation: 'portrait',
    featured: false,
    art: { palette: ['#f6e7cf', '#f2b455', '#e0892f', '#b4541f', '#6d3416'], motif: 'horizon', seed: 23 },
  },
  {
    id: 3,
    title: 'Indigo Tides',
    artist: 'Meera Iyer',
    categoryId: 2,
    description:
      'Layered strokes of indigo and cobalt roll like the sea at Kovalam at dusk. An abstract, sophisticated piece with a deep, calm energy for bedrooms and reading corners.',
    basePrice: 450,
    rating: 4.8,
    reviews: 54,
    year: '2020',
    style: 'Abstract Expressionism',
    orientation: 'square',
    featured: false,
    art: { palette: ['#e8ecf5', '#8fa3cf', '#3f5ba9', '#1f2f6b', '#0d173a'], motif: 'tides', seed: 37 },
  },
  {
    id: 4,
    title: 'Marigold Geometry',
    artist: 'Kabir Sethi',
    categoryId: 2,
    description:
      'Vibrant marigold, fuchsia and teal tessellate into a joyful, energetic geometric abstract inspired by festival rangoli. A bold statement for living and dining spaces.',
    basePrice: 575,
    rating: 4.9,
    reviews: 67,
    year: '2023',
    style: 'Geometric Abstract',
    orientation: 'landscape',
    featured: true,
    art: { palette: ['#fff4e0', '#ffb000', '#e5446d', '#14a098', '#2b2d42'], motif: 'geometry', seed: 41 },
  },
  {
    id: 5,
    title: 'Quiet Courtyard',
    artist: 'Ishita Banerjee',
    categoryId: 2,
    description:
      'Pastel light falls across a Kolkata courtyard: blush walls, sage shutters and a single chair. A calm, sophisticated contemporary scene for a serene bedroom or dining nook.',
    basePrice: 690,
    rating: 4.7,
    reviews: 29,
    year: '2019',
    style: 'Contemporary Realism',
    orientation: 'portrait',
    featured: false,
    art: { palette: ['#fbefe9', '#f2c6c2', '#b9cbb2', '#7d9a84', '#5a4a42'], motif: 'courtyard', seed: 53 },
  },
  {
    id: 6,
    title: 'Urban Raga',
    artist: 'Rohan Malhotra',
    categoryId: 2,
    description:
      "Mumbai's skyline after rain, in monochrome charcoal with a single line of neon. An energetic, inspiring contemporary panorama for offices and modern living rooms.",
    basePrice: 840,
    rating: 4.5,
    reviews: 17,
    year: '2022',
    style: 'Contemporary Urban',
    orientation: 'widescreen',
    featured: false,
    art: { palette: ['#f1f1ef', '#b9b9b5', '#6b6b68', '#2a2a29', '#ff3d7f'], motif: 'city', seed: 67 },
  },
  {
    id: 7,
    title: 'Banyan Chronicles',
    artist: 'Lalita Jha',
    categoryId: 3,
    description:
      'A Madhubani tree of life drawn in fine double lines, with birds, fish and the sun in earthy vermilion, turmeric and black. Traditional heritage art that brings an inspiring, joyful story to any wall.',
    basePrice: 980,
    rating: 5,
    reviews: 41,
    year: '2018',
    style: 'Traditional Madhubani Heritage',
    orientation: 'portrait',
    featured: true,
    art: { palette: ['#f5ead2', '#c8102e', '#e3a21a', '#1d1d1b', '#2e6b3a'], motif: 'tree', seed: 71 },
  },
  {
    id: 8,
    title: 'Royal Peacock Durbar',
    artist: 'Farhan Qureshi',
    categoryId: 1,
    description:
      'A limited-edition Mughal-miniature-inspired peacock in emerald, lapis and gold leaf tones, signed and numbered. A vibrant, sophisticated collector piece for a formal living or dining room.',
    basePrice: 1250,
    rating: 4.9,
    reviews: 12,
    year: '2024',
    style: 'Traditional Mughal Miniature',
    orientation: 'square',
    featured: true,
    art: { palette: ['#f4ecd8', '#0f7b5f', '#1f4e9c', '#c9a227', '#5b1a3a'], motif: 'peacock', seed: 89 },
  },
];

/** Width and height of the full-size artwork image (1600 px wide) for each orientation. */
export const ARTWORK_SIZE: Record<Orientation, { width: number; height: number }> = {
  landscape: { width: 1600, height: 1244 },
  portrait: { width: 1600, height: 2057 },
  square: { width: 1600, height: 1600 },
  widescreen: { width: 1600, height: 914 },
};
export const DETAIL_SIZE = { width: 1600, height: 1600 };
export const ROOM_SIZE = { width: 1600, height: 1067 };
/** Smaller widths generated beside each full-size image, for srcset. */
export const RESPONSIVE_WIDTHS = [480, 960];

/** The spec's slug: the lower-cased title, punctuation removed, whitespace collapsed to single hyphens. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** The image files of a sample artwork and their intrinsic sizes. */
export function artworkImages(artwork: Pick<SampleArtwork, 'title' | 'orientation'>) {
  const dir = `/media/products/${slugify(artwork.title)}`;
  const artworkUrl = `${dir}/artwork.webp`;
  const details = [`${dir}/detail-1.webp`, `${dir}/detail-2.webp`];
  const room = `${dir}/room.webp`;
  const media: Record<string, { width: number; height: number }> = {
    [artworkUrl]: ARTWORK_SIZE[artwork.orientation],
    [room]: ROOM_SIZE,
  };
  for (const detail of details) media[detail] = DETAIL_SIZE;
  return { mainImage: artworkUrl, mockupImage: room, images: [artworkUrl, ...details, room], media };
}
