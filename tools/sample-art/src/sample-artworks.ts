import type { Orientation } from '@shop/contracts';

/** How the generated image of a sample artwork looks: the palette and the kind of composition. */
export interface ArtDirection {
  palette: [string, string, string, string, string];
  motif: 'waves' | 'horizon' | 'tides' | 'geometry' | 'courtyard' | 'city' | 'tree' | 'peacock';
  seed: number;
}

/** One of the catalog's sample products, as far as its pictures go. */
export interface SampleArtwork {
  /** The product's slug in the catalog; its images live under /media/products/<slug>/. */
  slug: string;
  orientation: Orientation;
  art: ArtDirection;
}

/** The pictures of the catalog's eight sample products (ids 1-8, in id order). */
export const SAMPLE_ARTWORKS: SampleArtwork[] = [
  {
    slug: 'monsoon-reverie',
    orientation: 'landscape',
    art: { palette: ['#dfe7e2', '#9fb8ad', '#5f8575', '#34554a', '#c9d6cf'], motif: 'waves', seed: 11 },
  },
  {
    slug: 'saffron-horizon',
    orientation: 'portrait',
    art: { palette: ['#f6e7cf', '#f2b455', '#e0892f', '#b4541f', '#6d3416'], motif: 'horizon', seed: 23 },
  },
  {
    slug: 'indigo-tides',
    orientation: 'square',
    art: { palette: ['#e8ecf5', '#8fa3cf', '#3f5ba9', '#1f2f6b', '#0d173a'], motif: 'tides', seed: 37 },
  },
  {
    slug: 'marigold-geometry',
    orientation: 'landscape',
    art: { palette: ['#fff4e0', '#ffb000', '#e5446d', '#14a098', '#2b2d42'], motif: 'geometry', seed: 41 },
  },
  {
    slug: 'quiet-courtyard',
    orientation: 'portrait',
    art: { palette: ['#fbefe9', '#f2c6c2', '#b9cbb2', '#7d9a84', '#5a4a42'], motif: 'courtyard', seed: 53 },
  },
  {
    slug: 'urban-raga',
    orientation: 'widescreen',
    art: { palette: ['#f1f1ef', '#b9b9b5', '#6b6b68', '#2a2a29', '#ff3d7f'], motif: 'city', seed: 67 },
  },
  {
    slug: 'banyan-chronicles',
    orientation: 'portrait',
    art: { palette: ['#f5ead2', '#c8102e', '#e3a21a', '#1d1d1b', '#2e6b3a'], motif: 'tree', seed: 71 },
  },
  {
    slug: 'royal-peacock-durbar',
    orientation: 'square',
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

/** The image files of a sample artwork and their intrinsic sizes, as the catalog stores them. */
export function artworkImages(artwork: Pick<SampleArtwork, 'slug' | 'orientation'>) {
  const dir = `/media/products/${artwork.slug}`;
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
