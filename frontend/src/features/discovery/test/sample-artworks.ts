/**
 * The shop's eight sample artworks as the catalog answers them (the catalog seed), for the
 * stand-ins of `GET /api/products/recommendations` and `GET /api/products/surprise`.
 */

type Orientation = 'landscape' | 'portrait' | 'square' | 'widescreen';

const sizesByOrientation: Record<Orientation, string[]> = {
  landscape: ['18X14', '27X21', '36X28', '45X35', '54X42'],
  portrait: ['14X18', '21X27', '28X36', '35X45', '42X54'],
  square: ['18X18', '24X24', '30X30', '36X36', '48X48'],
  widescreen: ['21X12', '28X16', '35X20', '42X24', '49X28'],
};

const imageSizeByOrientation: Record<Orientation, { width: number; height: number }> = {
  landscape: { width: 1600, height: 1244 },
  portrait: { width: 1600, height: 2057 },
  square: { width: 1600, height: 1600 },
  widescreen: { width: 1600, height: 914 },
};

interface Sample {
  id: number;
  title: string;
  slug: string;
  artist: string;
  categoryId: number;
  description: string;
  basePrice: number;
  style: string;
  orientation: Orientation;
  featured: boolean;
}

function product(sample: Sample) {
  const mainImage = `/media/products/${sample.slug}/artwork.webp`;
  const room = `/media/products/${sample.slug}/room.webp`;
  return {
    ...sample,
    uniqueProduct: null,
    rating: 4.8,
    reviews: 20,
    mainImage,
    mockupImage: room,
    images: [mainImage, room],
    originalFilenames: {},
    internalImageName: '',
    year: '2022',
    inStock: true,
    availableSizes: sizesByOrientation[sample.orientation],
    availableMediums: ['Museum-Grade Canvas', 'Fine Art Paper'],
    availableFrames: ['Print Only', 'Black Frame'],
    frameImages: {},
    returnsPolicy: null,
    media: { [mainImage]: imageSizeByOrientation[sample.orientation], [room]: { width: 1600, height: 1067 } },
  };
}

export const sampleArtworks = [
  product({
    id: 1,
    title: 'Monsoon Reverie',
    slug: 'monsoon-reverie',
    artist: 'Aanya Kapoor',
    categoryId: 2,
    description:
      'Soft washes of rain-grey and jade drift across the canvas like the first monsoon over the Western Ghats. A calm, contemplative abstract that brings a quiet, soothing mood to living rooms and bedrooms.',
    basePrice: 195,
    style: 'Contemporary Abstract',
    orientation: 'landscape',
    featured: true,
  }),
  product({
    id: 2,
    title: 'Saffron Horizon',
    slug: 'saffron-horizon',
    artist: 'Vikram Rao',
    categoryId: 2,
    description:
      'A minimalist sunrise in bands of saffron, ochre and warm sand. Earthy and inspiring, it lifts a hallway, study or office with a sense of a new beginning.',
    basePrice: 320,
    style: 'Contemporary Minimalism',
    orientation: 'portrait',
    featured: false,
  }),
  product({
    id: 3,
    title: 'Indigo Tides',
    slug: 'indigo-tides',
    artist: 'Meera Iyer',
    categoryId: 2,
    description:
      'Layered strokes of indigo and cobalt roll like the sea at Kovalam at dusk. An abstract, sophisticated piece with a deep, calm energy for bedrooms and reading corners.',
    basePrice: 450,
    style: 'Abstract Expressionism',
    orientation: 'square',
    featured: false,
  }),
  product({
    id: 4,
    title: 'Marigold Geometry',
    slug: 'marigold-geometry',
    artist: 'Kabir Sethi',
    categoryId: 2,
    description:
      'Vibrant marigold, fuchsia and teal tessellate into a joyful, energetic geometric abstract inspired by festival rangoli. A bold statement for living and dining spaces.',
    basePrice: 575,
    style: 'Geometric Abstract',
    orientation: 'landscape',
    featured: true,
  }),
  product({
    id: 5,
    title: 'Quiet Courtyard',
    slug: 'quiet-courtyard',
    artist: 'Ishita Banerjee',
    categoryId: 2,
    description:
      'Pastel light falls across a Kolkata courtyard: blush walls, sage shutters and a single chair. A calm, sophisticated contemporary scene for a serene bedroom or dining nook.',
    basePrice: 690,
    style: 'Contemporary Realism',
    orientation: 'portrait',
    featured: false,
  }),
  product({
    id: 6,
    title: 'Urban Raga',
    slug: 'urban-raga',
    artist: 'Rohan Malhotra',
    categoryId: 2,
    description:
      "Mumbai's skyline after rain, in monochrome charcoal with a single line of neon. An energetic, inspiring contemporary panorama for offices and modern living rooms.",
    basePrice: 840,
    style: 'Contemporary Urban',
    orientation: 'widescreen',
    featured: false,
  }),
  product({
    id: 7,
    title: 'Banyan Chronicles',
    slug: 'banyan-chronicles',
    artist: 'Lalita Jha',
    categoryId: 3,
    description:
      'A Madhubani tree of life drawn in fine double lines, with birds, fish and the sun in earthy vermilion, turmeric and black. Traditional heritage art that brings an inspiring, joyful story to any wall.',
    basePrice: 980,
    style: 'Traditional Madhubani Heritage',
    orientation: 'portrait',
    featured: true,
  }),
  product({
    id: 8,
    title: 'Royal Peacock Durbar',
    slug: 'royal-peacock-durbar',
    artist: 'Farhan Qureshi',
    categoryId: 1,
    description:
      'A limited-edition Mughal-miniature-inspired peacock in emerald, lapis and gold leaf tones, signed and numbered. A vibrant, sophisticated collector piece for a formal living or dining room.',
    basePrice: 1250,
    style: 'Traditional Mughal Miniature',
    orientation: 'square',
    featured: true,
  }),
];

export const sampleTitles = sampleArtworks.map((artwork) => artwork.title);
