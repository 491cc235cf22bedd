import type { Orientation } from '@shop/contracts';
import { seededRandom, type RandomSource } from '../discovery/seeded-random';
// The eight sample products: their images are the only ones the media build generates, so every
// generated product reuses one of their image sets (and their size, medium and frame lists).
import sampleData from '../migrations/data/1763700000104-seed-products-blog-settings.json';
import { slugify } from '../product/slug';

/**
 * A large, realistic, made-up catalogue for load tests and demos: product `index` (1, 2, …) of
 * seed `seed` is always the same row, whatever else is generated, so a catalogue can be grown,
 * shrunk and regrown without its products changing.
 */

/** One row of `products`, in the entity's field names; `basePrice` is rupees, as the table keeps it. */
export interface GeneratedProduct {
  title: string;
  uniqueProduct: string;
  artist: string;
  categoryId: number;
  description: string;
  basePrice: number;
  rating: number;
  reviews: number;
  mainImage: string;
  mockupImage: string | null;
  images: string[];
  originalFilenames: Record<string, string>;
  internalImageName: string;
  year: string;
  style: string;
  orientation: Orientation;
  inStock: boolean;
  featured: boolean;
  availableSizes: string[];
  availableMediums: string[];
  availableFrames: string[];
  frameImages: Record<string, string>;
  returnsPolicy: string | null;
  media: Record<string, { width: number; height: number }>;
}

/** The prefix of every generated product's `uniqueProduct`; nothing else in the catalogue uses it. */
export const SEEDED_PREFIX = 'seed-';
/** The largest catalogue the generator promises distinct titles for. */
export const MAX_GENERATED = 1_000_000;
export const MIN_PRICE = 195;
export const MAX_PRICE = 4_999;

/** `seed-0000042`: zero-padded so the marks sort like the indexes. */
export function seededUniqueProduct(index: number): string {
  return `${SEEDED_PREFIX}${String(index).padStart(7, '0')}`;
}

/** The index of a `seed-…` mark, or undefined for any other value. */
export function seededIndex(uniqueProduct: string | null): number | undefined {
  const match = /^seed-(\d+)$/.exec(uniqueProduct ?? '');
  return match ? Number(match[1]) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Randomness: a PRNG per product, seeded from (seed, index), so products are independent.

type Random = RandomSource;

/** A 32-bit avalanche mix (the murmur3 finaliser) of two numbers. */
function mix(a: number, b: number): number {
  let h = (Math.imul(a >>> 0, 0x9e3779b1) ^ (b >>> 0)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

function pickWeighted<T>(random: Random, entries: ReadonlyArray<readonly [T, number]>): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1][0];
}

/** Two different items (or one, when the list has one). */
function pickTwo<T>(random: Random, items: readonly T[]): [T, T] {
  const first = Math.floor(random() * items.length);
  const second = (first + 1 + Math.floor(random() * (items.length - 1))) % items.length;
  return [items[first], items[second]];
}

/**
 * A bijection of [0, size), keyed by the seed: a 4-round Feistel network over the next even
 * power of two, walking the cycle until the value falls inside the range. It spreads consecutive
 * products over the whole title space while keeping every title distinct.
 */
function permute(value: number, size: number, key: number): number {
  let halfBits = 1;
  while (2 ** (2 * halfBits) < size) halfBits += 1;
  const mask = 2 ** halfBits - 1;
  let x = value;
  do {
    let left = Math.floor(x / 2 ** halfBits);
    let right = x & mask;
    for (let round = 0; round < 4; round += 1) {
      const next = (left ^ (mix(right, key + round) & mask)) >>> 0;
      left = right;
      right = next;
    }
    x = left * 2 ** halfBits + right;
  } while (x >= size);
  return x;
}

// ---------------------------------------------------------------------------------------------
// Words. Title words are kept apart (no subject starts with an adjective or ends with a form,
// nothing contains " in " or " at ") so every combination reads one way only.

/** Places: proper names, written in a description as they are. */
const PLACES: ReadonlyArray<readonly [string, string]> = [
  ['Jaipur Gate', 'a Jaipur gateway'],
  ['Kerala Backwaters', 'the Kerala backwaters'],
  ['Ganga Ghats', 'the ghats of the Ganga'],
  ['Himalayan Pass', 'a high Himalayan pass'],
  ['Thar Dunes', 'the dunes of the Thar'],
  ['Hawa Mahal', 'the Hawa Mahal'],
  ['Lake Pichola', 'Lake Pichola'],
  ['Hampi Boulders', 'the boulders of Hampi'],
  ['Konark Wheel', 'the stone wheel of Konark'],
  ['Varanasi Steps', 'the steps of Varanasi'],
  ['Chandni Chowk', 'the lanes of Chandni Chowk'],
  ['Marine Drive', 'Marine Drive'],
  ['Howrah Bridge', 'Howrah Bridge'],
  ['Kolkata Tram', 'a Kolkata tram'],
  ['Goa Shoreline', 'the Goan shoreline'],
  ['Pondicherry Lane', 'a Pondicherry lane'],
  ['Mysore Palace', 'Mysore Palace'],
  ['Meenakshi Gopuram', 'the gopuram of Madurai'],
  ['Jodhpur Rooftops', 'the blue rooftops of Jodhpur'],
  ['Rann of Kutch', 'the white Rann of Kutch'],
  ['Sundarbans', 'the Sundarbans'],
  ['Brahmaputra', 'the Brahmaputra'],
  ['Ladakh Monastery', 'a Ladakh monastery'],
  ['Nilgiri Hills', 'the Nilgiri hills'],
  ['Western Ghats', 'the Western Ghats'],
  ['Deccan Plateau', 'the Deccan plateau'],
  ['Coromandel Coast', 'the Coromandel coast'],
  ['Konkan Coast', 'the Konkan coast'],
  ['Chilika Lake', 'Chilika lake'],
  ['Dal Lake', 'Dal Lake'],
  ['Jaisalmer Fort', 'the fort of Jaisalmer'],
  ['Ajanta Caves', 'the caves of Ajanta'],
  ['Ellora', 'the rock temples of Ellora'],
  ['Khajuraho', 'the temples of Khajuraho'],
  ['Qutub Minar', 'the Qutub Minar'],
  ['Mehrangarh', 'Mehrangarh fort'],
  ['Shimla Ridge', 'the ridge at Shimla'],
  ['Darjeeling Slopes', 'the tea slopes of Darjeeling'],
  ['Munnar Hills', 'the hills of Munnar'],
  ['Kovalam Bay', 'the bay at Kovalam'],
  ['Rishikesh', 'the river at Rishikesh'],
  ['Amritsar', 'the golden temple of Amritsar'],
  ['Bundi Stepwell', 'a Bundi stepwell'],
  ['Chettinad Mansion', 'a Chettinad mansion'],
  ['Kyoto Garden', 'a Kyoto garden'],
  ['Lisbon Hill', 'a Lisbon hillside'],
  ['Santorini', 'the white walls of Santorini'],
  ['Provence', 'the fields of Provence'],
  ['Tuscan Valley', 'a Tuscan valley'],
  ['Marrakech Souk', 'a Marrakech souk'],
  ['Nordic Fjord', 'a Nordic fjord'],
  ['Manhattan', 'the towers of Manhattan'],
];

/** Things and scenes: common nouns, written in a description with "the". */
const SCENES: readonly string[] = [
  'Monsoon', 'Lotus Pond', 'Banyan', 'Marigold Field', 'Peacock', 'Tiger', 'Elephant Procession',
  'Camel Caravan', 'Coconut Grove', 'Tea Garden', 'Spice Market', 'Mumbai Local', 'Palace Courtyard',
  'Jharokha', 'Haveli Door', 'Salt Pans', 'Mangrove', 'Prayer Flags', 'Handloom', 'Indigo Vat',
  'Kite Festival', 'Holi', 'Diwali Lamps', 'Rangoli', 'Lotus', 'Tree of Life', 'Fish Pair',
  'Krishna Flute', 'Cowherd', 'Village Well', 'Harvest Dance', 'Snake Boat Race', 'Kathakali Dancer',
  'Temple Dancer', 'Sitar Player', 'Tabla Player', 'Mango Orchard', 'Neem Tree', 'Gulmohar',
  'Jasmine Vine', 'Parrot', 'Kingfisher', 'Sarus Cranes', 'Flamingos', 'Deer Park', 'Shikara',
  'Houseboat', 'Snow Peaks', 'Desert Fort', 'Fishing Nets', 'Bullock Cart', 'Flower Seller',
  'Chai Stall', 'Bazaar', 'Riverbank', 'Paddy Fields', 'Mustard Fields', 'Sunflowers', 'Water Lilies',
  'Banana Leaf', 'Bodhi Tree', 'Elephant', 'Horse and Rider', 'Royal Hunt', 'Zenana Garden',
  'Fountain', 'Lighthouse', 'Harbour', 'Olive Grove', 'Lavender Field', 'Northern Sky', 'Tidal Flats',
  'Birch Wood', 'Desert Bloom', 'Coastal Cliffs', 'Garden Path', 'Window', 'Rooftops', 'Night Market',
  'Rain Street', 'Open Field', 'Orchard', 'Vineyard', 'Cypress', 'Tidepool', 'Waterfall', 'Canyon',
  'Meadow', 'Glacier', 'Pine Forest',
];

interface Subject {
  title: string;
  phrase: string;
}

const SUBJECTS: readonly Subject[] = [
  ...PLACES.map(([title, phrase]) => ({ title, phrase })),
  ...SCENES.map((title) => ({ title, phrase: `the ${title.toLowerCase()}` })),
];

const FORMS: readonly string[] = [
  'Study', 'Reverie', 'Nocturne', 'Reflections', 'Chronicles', 'Dreams', 'Rhapsody', 'Serenade',
  'Ballad', 'Symphony', 'Whispers', 'Echoes', 'Fragments', 'Impressions', 'Variations', 'Meditation',
  'Memories', 'Song', 'Raga', 'Lullaby', 'Elegy', 'Sketches', 'Vignette', 'Tapestry', 'Mosaic',
  'Rhythms', 'Horizon', 'Silhouette', 'Poem', 'Idyll', 'Journey', 'Afterglow', 'Panorama', 'Motif',
  'Medley', 'Interlude', 'Suite', 'Fable', 'Legend', 'Hymn',
];

const ADJECTIVES: readonly string[] = [
  'Quiet', 'Golden', 'Silent', 'Hidden', 'Distant', 'Gentle', 'Wandering', 'Luminous', 'Velvet',
  'Ancient', 'Secret', 'Eternal', 'Fading', 'Morning', 'Summer', 'Winter', 'Sunlit', 'Moonlit',
  'Drifting', 'Burning', 'Sacred', 'Forgotten', 'Wild', 'Little', 'Lost', 'Endless', 'Sleeping',
  'Dancing', 'Whispering', 'Blooming', 'Restless', 'Painted', 'Scattered', 'Shimmering', 'Misty',
  'Tender', 'Royal', 'Radiant', 'Lonely', 'Hazy',
];

type ColourFamily = 'vibrant' | 'earthy' | 'pastel' | 'monochrome' | 'jewel';

/** Colours by family; the first of each family's list are the ones a title may name. */
const COLOURS: Readonly<Record<ColourFamily, readonly string[]>> = {
  vibrant: ['saffron', 'vermilion', 'magenta', 'fuchsia', 'cobalt', 'marigold', 'teal', 'turquoise', 'scarlet', 'tangerine'],
  earthy: ['ochre', 'terracotta', 'umber', 'sienna', 'turmeric', 'rust', 'sand', 'clay', 'olive', 'walnut'],
  pastel: ['blush', 'sage', 'lilac', 'mint', 'peach', 'rose', 'lavender', 'powder blue', 'pale jade', 'dove grey'],
  monochrome: ['charcoal', 'ink', 'graphite', 'ivory', 'slate', 'silver', 'bone white', 'smoke grey'],
  jewel: ['indigo', 'emerald', 'lapis', 'ruby', 'sapphire', 'garnet', 'gold leaf', 'antique gold', 'crimson'],
};

/** Words that open a palette, most of them the ones shoppers choose colours by. */
const PALETTE_LEADS: Readonly<Record<ColourFamily, readonly string[]>> = {
  vibrant: ['vibrant', 'vivid', 'bold', 'bright', 'saturated'],
  earthy: ['earthy', 'earthy', 'warm', 'sun-baked'],
  pastel: ['soft', 'pastel', 'soft pastel', 'pale'],
  monochrome: ['monochrome', 'monochrome', 'smoky', 'greyscale'],
  jewel: ['rich', 'jewel-toned', 'deep'],
};

const TITLE_COLOURS: ReadonlyArray<readonly [string, ColourFamily]> = (Object.keys(COLOURS) as ColourFamily[]).flatMap(
  (family) => COLOURS[family].slice(0, 6).map((colour) => [titleCase(colour), family] as const),
);

const TIMES: readonly string[] = [
  'Dawn', 'Dusk', 'Noon', 'Twilight', 'Daybreak', 'Sunset', 'Sunrise', 'First Light', 'Moonrise',
  'Evening', 'Night', 'High Tide', 'Low Tide', 'Blue Hour',
];

function titleCase(text: string): string {
  return text.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

// ---------------------------------------------------------------------------------------------
// Titles: product index → a distinct title. Three tiers by length; in every ten products three
// get a short title, five a medium one and two a long one, each tier permuted by the seed. The
// short tier (about 15,000 titles) overflows into the long one, which holds millions.

interface TitleParts {
  adjective?: string;
  subject: Subject;
  form?: string;
  colour?: readonly [string, ColourFamily];
  time?: string;
}

type Template = { size: number; parts: (digits: number[]) => TitleParts; radix: number[] };

const [A, S, F, C, T] = [ADJECTIVES, SUBJECTS, FORMS, TITLE_COLOURS, TIMES].map((list) => list.length);

const template = (radix: number[], parts: (d: number[]) => TitleParts): Template => ({
  size: radix.reduce((product, base) => product * base, 1),
  radix,
  parts,
});

const TIERS: readonly (readonly Template[])[] = [
  [
    template([S, F], ([s, f]) => ({ subject: SUBJECTS[s], form: FORMS[f] })),
    template([A, S], ([a, s]) => ({ adjective: ADJECTIVES[a], subject: SUBJECTS[s] })),
    template([S, C], ([s, c]) => ({ subject: SUBJECTS[s], colour: TITLE_COLOURS[c] })),
    template([S, T], ([s, t]) => ({ subject: SUBJECTS[s], time: TIMES[t] })),
  ],
  [
    template([A, S, F], ([a, s, f]) => ({ adjective: ADJECTIVES[a], subject: SUBJECTS[s], form: FORMS[f] })),
    template([S, F, C], ([s, f, c]) => ({ subject: SUBJECTS[s], form: FORMS[f], colour: TITLE_COLOURS[c] })),
    template([A, S, T], ([a, s, t]) => ({ adjective: ADJECTIVES[a], subject: SUBJECTS[s], time: TIMES[t] })),
    template([A, S, C], ([a, s, c]) => ({ adjective: ADJECTIVES[a], subject: SUBJECTS[s], colour: TITLE_COLOURS[c] })),
  ],
  [
    template([A, S, F, C], ([a, s, f, c]) => ({ adjective: ADJECTIVES[a], subject: SUBJECTS[s], form: FORMS[f], colour: TITLE_COLOURS[c] })),
    template([A, S, F, T], ([a, s, f, t]) => ({ adjective: ADJECTIVES[a], subject: SUBJECTS[s], form: FORMS[f], time: TIMES[t] })),
  ],
];
const TIER_SIZES = TIERS.map((tier) => tier.reduce((sum, entry) => sum + entry.size, 0));

/** Which tier each of ten consecutive products draws its title from. */
const TIER_PATTERN = [0, 1, 2, 1, 0, 1, 1, 2, 0, 1];
const PER_BLOCK = [0, 1, 2].map((tier) => TIER_PATTERN.filter((t) => t === tier).length);
const MAX_BLOCKS = Math.ceil(MAX_GENERATED / TIER_PATTERN.length);
/** Where in the long tier the overflow of each tier, and the stand-ins for sample titles, begin. */
const LONG_OWN_END = MAX_BLOCKS * PER_BLOCK[2];
const SHORT_OVERFLOW_START = LONG_OWN_END;
const MEDIUM_OVERFLOW_START = SHORT_OVERFLOW_START + MAX_BLOCKS * PER_BLOCK[0];
const STAND_IN_START = MEDIUM_OVERFLOW_START + MAX_BLOCKS * PER_BLOCK[1];

/** Titles of the sample products (by slug), never given to a generated one. */
const SAMPLE_SLUGS = sampleData.products.map((product) => slugify(product.title));

function titleOf(parts: TitleParts): string {
  const words = [parts.adjective, parts.subject.title, parts.form].filter(Boolean).join(' ');
  if (parts.colour) return `${words} in ${parts.colour[0]}`;
  if (parts.time) return `${words} at ${parts.time}`;
  return words;
}

function partsAt(tier: number, local: number, seed: number): TitleParts {
  let position = permute(local, TIER_SIZES[tier], mix(seed, 0x7e1 + tier));
  for (const entry of TIERS[tier]) {
    if (position < entry.size) {
      const digits = entry.radix.map((base) => {
        const digit = position % base;
        position = Math.floor(position / base);
        return digit;
      });
      return entry.parts(digits);
    }
    position -= entry.size;
  }
  throw new RangeError(`title position beyond tier ${tier}`);
}

function titlePartsFor(index: number, seed: number): TitleParts {
  const zeroBased = (index - 1) % MAX_GENERATED;
  const block = Math.floor(zeroBased / TIER_PATTERN.length);
  const slot = zeroBased % TIER_PATTERN.length;
  const tier = TIER_PATTERN[slot];
  const local = block * PER_BLOCK[tier] + TIER_PATTERN.slice(0, slot).filter((t) => t === tier).length;

  let parts: TitleParts;
  if (tier === 2) parts = partsAt(2, local, seed);
  else if (local < TIER_SIZES[tier]) parts = partsAt(tier, local, seed);
  else parts = partsAt(2, (tier === 0 ? SHORT_OVERFLOW_START : MEDIUM_OVERFLOW_START) + local - TIER_SIZES[tier], seed);

  const sampleMatch = SAMPLE_SLUGS.indexOf(slugify(titleOf(parts)));
  // Titles are distinct, so at most one index lands on each sample title: one stand-in each is enough.
  return sampleMatch < 0 ? parts : partsAt(2, STAND_IN_START + sampleMatch, seed);
}

// ---------------------------------------------------------------------------------------------
// Artists, styles and categories.

const INDIAN_ARTISTS: readonly string[] = [
  'Aarav Mehta', 'Aditi Kulkarni', 'Akash Bhatt', 'Amrita Sen', 'Anand Pillai', 'Anjali Deshpande',
  'Ananya Ghosh', 'Arjun Nair', 'Asha Menon', 'Bhavna Trivedi', 'Chitra Raghavan', 'Deepak Chauhan',
  'Devika Rao', 'Dhruv Saxena', 'Divya Hegde', 'Gaurav Joshi', 'Gita Mukherjee', 'Harish Reddy',
  'Indira Naidu', 'Ira Chatterjee', 'Jaya Bhattacharya', 'Kabir Anand', 'Kavya Srinivasan',
  'Kiran Patil', 'Lakshmi Venkatesh', 'Madhav Iyengar', 'Mahesh Solanki', 'Malini Krishnan',
  'Manish Agarwal', 'Maya Thakur', 'Mohan Das', 'Nandini Bose', 'Naveen Shetty', 'Neha Sinha',
  'Nikhil Bhatia', 'Nisha Pandey', 'Pallavi Gokhale', 'Pooja Dutta', 'Pradeep Varma', 'Priya Chandran',
  'Rachna Tiwari', 'Radhika Subramanian', 'Rahul Kapoor', 'Rajesh Yadav', 'Ramesh Gupta', 'Rekha Paswan',
  'Ritu Malhotra', 'Sagar Jadhav', 'Sandeep Mishra', 'Sanjana Roy', 'Santosh Kumar', 'Sarita Devi',
  'Shalini Arora', 'Shankar Murthy', 'Shreya Dasgupta', 'Siddharth Rane', 'Sneha Bhonsle',
  'Sudha Ramanathan', 'Sunil Karmakar', 'Tara Banerjee', 'Tanvi Shah', 'Uday Singh', 'Usha Jha',
  'Varun Khanna', 'Vidya Balan', 'Vijay Rathore', 'Vikas Oberoi', 'Yamini Prasad', 'Zoya Qureshi',
  'Farah Siddiqui', 'Imran Haider', 'Nasreen Baig', 'Salim Ansari', 'Gurpreet Kaur', 'Harjeet Gill',
  'Manpreet Sandhu', 'Tenzin Norbu', 'Lobsang Dorje', 'Joseph Mathew', 'Anita D’Souza', 'Leela Fernandes',
  'Baua Kumari', 'Shanti Karn', 'Jivya Vangad', 'Balu Mashe', 'Bhajju Urveti', 'Durga Dhurve',
  'Mangala Marskole', 'Gopal Sharma', 'Kishan Soni', 'Shyam Kumawat', 'Venkat Raju', 'Murugan Achari',
  'Sreenivasa Chetty', 'Parvati Thakur', 'Kamla Sharma', 'Rupa Namboodiri', 'Arvind Bhagat',
  'Sushma Kale', 'Hemant Vyas', 'Latika Borah', 'Dipankar Barua',
];

const INTERNATIONAL_ARTISTS: readonly string[] = [
  'Amelia Hart', 'Oliver Brandt', 'Sofia Marchetti', 'Lucas Moreau', 'Elena Vasquez', 'Henrik Lund',
  'Clara Whitfield', 'Mateo Alvarez', 'Ingrid Solberg', 'Julien Laurent', 'Hannah Becker', 'Noah Castellano',
  'Freya Lindqvist', 'Leo Fischer', 'Isabel Duarte', 'Thomas Reid', 'Chloe Beaumont', 'Daniel Okafor',
  'Yuki Tanaka', 'Hiro Nakamura', 'Mei Lin', 'Jun Park', 'Amara Nwosu', 'Kofi Mensah', 'Layla Haddad',
  'Omar Farouk', 'Nadia Petrova', 'Mikhail Orlov', 'Zara Ahmed', 'Gabriel Costa', 'Lena Novak',
  'Marco Bianchi', 'Anouk de Vries', 'Pieter Janssen', 'Aisling Murphy', 'Callum Fraser', 'Rosa Almeida',
  'Emil Kowalski', 'Sienna Park', 'Theo Dubois', 'Maren Holt', 'Ezra Cohen', 'Ava Sinclair',
  'Samuel Adeyemi', 'Lucia Romero', 'Finn O’Connor', 'Astrid Berg', 'Kai Hoffmann', 'Nora Eriksen',
  'Rafael Ortega',
];

type StyleFamily = 'contemporary' | 'abstract' | 'traditional' | 'photography';

interface Style {
  name: string;
  family: StyleFamily;
  /** Verb phrases that take the subject: "<lead> the banyan". */
  leads: readonly string[];
  palettes: ReadonlyArray<readonly [ColourFamily, number]>;
  years: readonly [number, number];
  weight: number;
}

const ALL_PALETTES: ReadonlyArray<readonly [ColourFamily, number]> = [
  ['vibrant', 3], ['earthy', 3], ['pastel', 3], ['monochrome', 2], ['jewel', 1],
];
const FOLK_PALETTES: ReadonlyArray<readonly [ColourFamily, number]> = [['earthy', 4], ['vibrant', 3], ['monochrome', 1]];
const COURT_PALETTES: ReadonlyArray<readonly [ColourFamily, number]> = [['jewel', 4], ['pastel', 2], ['vibrant', 2], ['earthy', 1]];
const RECENT: readonly [number, number] = [1995, 2025];
const OLDER: readonly [number, number] = [1890, 2024];

const STYLES: readonly Style[] = [
  { name: 'Contemporary', family: 'contemporary', leads: ['A contemporary take on', 'Clean lines and open space reframe'], palettes: ALL_PALETTES, years: RECENT, weight: 6 },
  { name: 'Contemporary Abstract', family: 'abstract', leads: ['Layered washes of colour dissolve', 'Loose, drifting forms suggest'], palettes: ALL_PALETTES, years: RECENT, weight: 5 },
  { name: 'Contemporary Realism', family: 'contemporary', leads: ['Patient, observed brushwork records', 'A closely observed painting of'], palettes: ALL_PALETTES, years: RECENT, weight: 4 },
  { name: 'Contemporary Urban', family: 'contemporary', leads: ['Sharp light and long shadows remake', 'A street-level view of'], palettes: ALL_PALETTES, years: RECENT, weight: 3 },
  { name: 'Modern Minimalist', family: 'contemporary', leads: ['A few spare lines distil', 'Simple, flat shapes pare down'], palettes: ALL_PALETTES, years: RECENT, weight: 4 },
  { name: 'Modern Landscape', family: 'contemporary', leads: ['Broad, confident planes of colour describe', 'A modern landscape reimagines'], palettes: ALL_PALETTES, years: [1960, 2025], weight: 3 },
  { name: 'Mid-Century Modern', family: 'contemporary', leads: ['Flat shapes in a mid-century manner stylise', 'A poster-like, mid-century rendering of'], palettes: ALL_PALETTES, years: [1950, 1975], weight: 2 },
  { name: 'Abstract', family: 'abstract', leads: ['Overlapping fields of colour hint at', 'Torn edges and layered glazes evoke'], palettes: ALL_PALETTES, years: RECENT, weight: 4 },
  { name: 'Abstract Expressionism', family: 'abstract', leads: ['Sweeping, gestural strokes wrestle with', 'Thick impasto and fast brushwork summon'], palettes: ALL_PALETTES, years: [1950, 2025], weight: 3 },
  { name: 'Geometric Abstract', family: 'abstract', leads: ['Hard-edged planes and tessellated shapes rebuild', 'Interlocking triangles and arcs map'], palettes: ALL_PALETTES, years: RECENT, weight: 3 },
  { name: 'Geometric', family: 'abstract', leads: ['A precise grid of circles and bands abstracts', 'Ruled lines and repeating forms reimagine'], palettes: ALL_PALETTES, years: RECENT, weight: 2 },
  { name: 'Expressionist', family: 'abstract', leads: ['Raw, expressive brushwork distorts', 'Heavy outlines and restless colour charge'], palettes: ALL_PALETTES, years: [1920, 2025], weight: 2 },
  { name: 'Traditional Madhubani', family: 'traditional', leads: ['Fine Madhubani double lines retell', 'Birds, fish and flowers in the Mithila manner surround'], palettes: FOLK_PALETTES, years: OLDER, weight: 4 },
  { name: 'Mughal Miniature', family: 'traditional', leads: ['Miniature brushwork in the Mughal manner frames', 'Within a floral border, a Mughal miniature depicts'], palettes: COURT_PALETTES, years: OLDER, weight: 3 },
  { name: 'Rajput Miniature', family: 'traditional', leads: ['A Rajput miniature of the Mewar school shows', 'Flat colour and fine detail in the Rajput manner capture'], palettes: COURT_PALETTES, years: OLDER, weight: 2 },
  { name: 'Pichwai', family: 'traditional', leads: ['In the Pichwai tradition of Nathdwara, lotus borders surround', 'A Pichwai temple hanging celebrates'], palettes: COURT_PALETTES, years: OLDER, weight: 3 },
  { name: 'Warli Folk', family: 'traditional', leads: ['Warli stick figures dance around', 'Circles and triangles in the Warli manner tell the story of'], palettes: FOLK_PALETTES, years: OLDER, weight: 3 },
  { name: 'Gond', family: 'traditional', leads: ['Gond dots and dashes bring to life', 'Line by line, Gond patterning fills'], palettes: FOLK_PALETTES, years: [1980, 2025], weight: 3 },
  { name: 'Kalamkari', family: 'traditional', leads: ['Hand-drawn Kalamkari lines tell the story of', 'A pen-drawn Kalamkari panel unfolds'], palettes: FOLK_PALETTES, years: OLDER, weight: 2 },
  { name: 'Tanjore', family: 'traditional', leads: ['Tanjore-style gilded relief crowns', 'Gold foil and gesso in the Tanjore manner enshrine'], palettes: [['jewel', 5], ['vibrant', 1]], years: OLDER, weight: 2 },
  { name: 'Pattachitra Folk', family: 'traditional', leads: ['Intricate Pattachitra borders enclose', 'A scroll painting from Odisha narrates'], palettes: FOLK_PALETTES, years: OLDER, weight: 2 },
  { name: 'Kalighat Folk', family: 'traditional', leads: ['Bold Kalighat outlines caricature', 'A Kalighat pat with sweeping brush lines shows'], palettes: FOLK_PALETTES, years: [1890, 1960], weight: 1 },
  { name: 'Traditional Heritage', family: 'traditional', leads: ['A faithful reproduction of a temple mural shows', 'A centuries-old painted idiom honours'], palettes: FOLK_PALETTES, years: OLDER, weight: 2 },
  { name: 'Heritage Photography', family: 'photography', leads: ['An archival photograph captures', 'A silver-gelatin print of'], palettes: [['monochrome', 5], ['earthy', 2]], years: [1890, 1975], weight: 3 },
  { name: 'Heritage Architecture', family: 'photography', leads: ['A large-format photograph studies', 'Measured light on old stone reveals'], palettes: [['earthy', 3], ['monochrome', 2], ['pastel', 1]], years: [1900, 2020], weight: 2 },
];

const CONTEMPORARY_STYLES = STYLES.filter((style) => style.family === 'contemporary' || style.family === 'abstract');
const HERITAGE_STYLES = STYLES.filter((style) => style.family === 'traditional' || style.family === 'photography');

/** The category ids of `1763700000102-seed-categories`: Exclusive, Contemporary, Heritage. */
export const CATEGORY_IDS = { exclusive: 1, contemporary: 2, heritage: 3 } as const;
const CATEGORY_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [CATEGORY_IDS.contemporary, 55],
  [CATEGORY_IDS.heritage, 35],
  [CATEGORY_IDS.exclusive, 10],
];

/** Every style name the generator uses, for tests and documentation. */
export const STYLE_NAMES: readonly string[] = STYLES.map((style) => style.name);

// ---------------------------------------------------------------------------------------------
// Descriptions: what the shopper reads, and what the Art Finder quiz searches for rooms,
// colours and moods.

const ROOMS: readonly string[] = [
  'living rooms', 'the living room', 'a lounge', 'bedrooms', 'a bedroom', 'the master bedroom',
  'a study', 'a home office', 'the office', 'workspaces', 'dining rooms', 'a dining nook',
  'the dining room', 'hallways', 'an entryway', 'a reading corner',
];

/** Moods in groups that sit well together; the last group goes with either of the others. */
const MOOD_GROUPS: readonly (readonly string[])[] = [
  ['calm', 'serene', 'soothing', 'tranquil', 'peaceful', 'contemplative', 'quiet', 'nostalgic', 'romantic'],
  ['energetic', 'dynamic', 'lively', 'joyful', 'cheerful', 'festive', 'playful', 'dramatic'],
  ['inspiring', 'uplifting', 'elegant', 'refined', 'sophisticated', 'formal'],
];

const EXTRAS: readonly string[] = [
  'Printed with archival pigment inks that hold their colour for decades.',
  'Each print is made to order and checked by hand before it ships.',
  'A thoughtful gift for a housewarming.',
  'It pairs well with natural wood frames and linen.',
  'The detail rewards a closer look.',
];

const EXCLUSIVE_EXTRAS: readonly string[] = [
  'A signed, limited-edition print for the discerning collector.',
  'Issued in a numbered limited edition with a certificate of authenticity.',
  'A collector piece, printed in a small, numbered edition.',
];

const TRADITIONS = ['Madhubani', 'Mughal', 'Rajput', 'Pichwai', 'Warli', 'Gond', 'Kalamkari', 'Tanjore', 'Pattachitra', 'Kalighat'];

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function palettePhrase(random: Random, family: ColourFamily, titleColour: string | undefined): string {
  const colours = COLOURS[family].filter((colour) => colour !== titleColour);
  const [second, third] = pickTwo(random, colours);
  const first = titleColour ?? pick(random, colours.filter((colour) => colour !== second && colour !== third));
  const lead = random() < 0.8 ? `${pick(random, PALETTE_LEADS[family])} ` : '';
  return random() < 0.5 ? `${lead}${first} and ${second}` : `${lead}${first}, ${second} and ${third}`;
}

function roomsPhrase(random: Random, most: 1 | 2): string {
  if (most === 1 || random() < 0.6) return pick(random, ROOMS);
  const [first, second] = pickTwo(random, ROOMS);
  return `${first} and ${second}`;
}

/** Two different moods that do not contradict each other (never "festive and soothing"). */
function twoMoods(random: Random): [string, string] {
  const group = pick(random, MOOD_GROUPS);
  const first = pick(random, group);
  const companions = [...group, ...(group === MOOD_GROUPS[2] ? MOOD_GROUPS.flat() : MOOD_GROUPS[2])];
  const second = pick(random, companions.filter((mood) => mood !== first));
  return [first, second];
}

function moodSentence(random: Random): string {
  const [mood, other] = twoMoods(random);
  switch (Math.floor(random() * 5)) {
    case 0:
      return `${capitalise(article(mood))} ${mood}, ${other} piece for ${roomsPhrase(random, 2)}.`;
    case 1:
      return `It brings ${article(mood)} ${mood} mood to ${roomsPhrase(random, 2)}.`;
    case 2:
      return `${capitalise(mood)} and ${other}, it suits ${roomsPhrase(random, 2)}.`;
    case 3:
      return `Hang it in ${roomsPhrase(random, 1)} for ${article(mood)} ${mood} focal point.`;
    default:
      return `${capitalise(article(mood))} ${mood} presence, made for ${roomsPhrase(random, 2)}.`;
  }
}

/** "Warli Folk" → "Warli folk": traditions keep their capitals, other words are lower case. */
function styleInProse(style: Style): string {
  return style.name.replace(/\b[A-Z][a-z-]*/g, (word) => (TRADITIONS.includes(word) ? word : word.toLowerCase()));
}

function describe(random: Random, style: Style, subject: Subject, palette: string, exclusive: boolean): string {
  const lead = pick(random, style.leads);
  const opening =
    random() < 0.6
      ? `${lead} ${subject.phrase}, in ${palette}.`
      : `${capitalise(palette)} colour ${subject.phrase} in this ${styleInProse(style)} print.`;
  const sentences = [opening];
  // Most descriptions say where the piece belongs and how it feels; a few let the picture speak.
  if (random() < 0.92) sentences.push(moodSentence(random));
  if (exclusive) sentences.push(pick(random, EXCLUSIVE_EXTRAS));
  else if (random() < 0.2) sentences.push(pick(random, EXTRAS));
  return sentences.slice(0, 3).join(' ');
}

// ---------------------------------------------------------------------------------------------
// Images, sizes, options: reused from the sample products.

type ImageSize = { width: number; height: number };

interface Sample {
  categoryId: number;
  style: string;
  orientation: Orientation;
  mainImage: string;
  mockupImage: string | null;
  images: string[];
  availableSizes: string[];
  availableMediums: string[];
  availableFrames: string[];
  frameImages?: Record<string, string>;
  media: Record<string, ImageSize>;
}

/** The JSON's inferred type gives each sample's `media` keys of its own (the others optional); here they are one shape. */
const SAMPLES: readonly Sample[] = sampleData.products.map((product) => ({
  ...product,
  orientation: product.orientation as Orientation,
  media: Object.fromEntries(
    Object.entries(product.media).filter((entry): entry is [string, ImageSize] => entry[1] !== undefined),
  ),
}));

const ORIENTATION_WEIGHTS: ReadonlyArray<readonly [Orientation, number]> = [
  ['landscape', 34],
  ['portrait', 36],
  ['square', 20],
  ['widescreen', 10],
];

const SAMPLES_BY_ORIENTATION = new Map<Orientation, Sample[]>(
  ORIENTATION_WEIGHTS.map(([orientation]) => [
    orientation,
    SAMPLES.filter((sample) => sample.orientation === orientation),
  ]),
);
for (const [orientation, samples] of SAMPLES_BY_ORIENTATION) {
  if (samples.length === 0) throw new Error(`no sample product is ${orientation}; its images cannot be reused`);
}

/** The sizes a print of each orientation comes in, as the sample products list them. */
export const SIZES_BY_ORIENTATION: ReadonlyMap<Orientation, readonly string[]> = new Map(
  [...SAMPLES_BY_ORIENTATION].map(([orientation, samples]) => [orientation, samples[0].availableSizes]),
);

const MEDIUMS: readonly string[] = SAMPLES[0].availableMediums;
const FRAMES: readonly string[] = SAMPLES[0].availableFrames;
const CANVAS_ONLY_FRAME = 'Stretched Canvas';

/** A sample of the right orientation, one of the same kind (heritage or not) when there is one. */
function imageSample(random: Random, orientation: Orientation, heritage: boolean): Sample {
  const samples = SAMPLES_BY_ORIENTATION.get(orientation)!;
  const sameKind = samples.filter((sample) => (sample.categoryId === CATEGORY_IDS.heritage || /traditional/i.test(sample.style)) === heritage);
  return pick(random, sameKind.length > 0 ? sameKind : samples);
}

function options(random: Random): { mediums: string[]; frames: string[] } {
  const roll = random();
  if (roll < 0.9) return { mediums: [...MEDIUMS], frames: [...FRAMES] };
  if (roll < 0.97) return { mediums: MEDIUMS.filter((medium) => /canvas/i.test(medium)), frames: [...FRAMES] };
  // Paper is framed or sold rolled; it is never stretched like canvas.
  return { mediums: MEDIUMS.filter((medium) => /paper/i.test(medium)), frames: FRAMES.filter((frame) => frame !== CANVAS_ONLY_FRAME) };
}

// ---------------------------------------------------------------------------------------------
// Prices, ratings, years.

/** Prices a shop would print: …49, …50, …75, …95, …99 and round hundreds under 1,000; …49, …99 and quarter-thousands above. */
const PRICE_POINTS: readonly number[] = (() => {
  const points: number[] = [];
  for (let price = MIN_PRICE; price <= MAX_PRICE; price += 1) {
    const ending = price % 100;
    const ok = price < 1000 ? [0, 49, 50, 75, 95, 99].includes(ending) : ending === 49 || ending === 99 || price % 250 === 0;
    if (ok) points.push(price);
  }
  return points;
})();

const PRICE_RANGES: Readonly<Record<number, readonly [number, number, number]>> = {
  // [low, high, skew]: the higher the skew, the more prices sit near the low end.
  [CATEGORY_IDS.contemporary]: [MIN_PRICE, 2_800, 1.4],
  [CATEGORY_IDS.heritage]: [295, 3_600, 1.2],
  [CATEGORY_IDS.exclusive]: [1_250, MAX_PRICE, 0.9],
};

function priceFor(random: Random, categoryId: number): number {
  const [low, high, skew] = PRICE_RANGES[categoryId];
  const target = low * (high / low) ** (random() ** skew);
  // The nearest price point: binary search for the first one at or above the target.
  let first = 0;
  let last = PRICE_POINTS.length - 1;
  while (first < last) {
    const middle = (first + last) >> 1;
    if (PRICE_POINTS[middle] < target) first = middle + 1;
    else last = middle;
  }
  const above = PRICE_POINTS[first];
  const below = PRICE_POINTS[Math.max(0, first - 1)];
  return target - below <= above - target ? below : above;
}

function yearFor(random: Random, style: Style): string {
  const [from, to] = style.years;
  // Newer work is more common among the recent styles; the older ones spread evenly.
  const share = style.years === RECENT ? random() ** 2 : random();
  return String(to - Math.floor(share * (to - from + 1)));
}

// ---------------------------------------------------------------------------------------------

/** Product number `index` (1-based) of the catalogue grown from `seed`. */
export function generateProduct(index: number, seed = 1): GeneratedProduct {
  if (!Number.isInteger(index) || index < 1) throw new RangeError(`index must be a whole number from 1, got ${index}`);
  const random = seededRandom(mix(mix(seed, 0x5eed), index));

  const parts = titlePartsFor(index, seed);
  // Beyond the promised range titles repeat, so the later rounds say which printing they are.
  const round = Math.floor((index - 1) / MAX_GENERATED);
  const title = round === 0 ? titleOf(parts) : `${titleOf(parts)} ${round + 1}`;
  const slug = slugify(title);

  const categoryId = pickWeighted(random, CATEGORY_WEIGHTS);
  const heritageCategory = categoryId === CATEGORY_IDS.heritage;
  const styles = categoryId === CATEGORY_IDS.exclusive ? (random() < 0.5 ? CONTEMPORARY_STYLES : HERITAGE_STYLES) : heritageCategory ? HERITAGE_STYLES : CONTEMPORARY_STYLES;
  const style = pickWeighted(random, styles.map((entry) => [entry, entry.weight] as const));
  const heritageStyle = style.family === 'traditional' || style.family === 'photography';

  // Traditional work is made by artists of the tradition; contemporary work comes from everywhere.
  const artists = heritageStyle || random() < 0.75 ? INDIAN_ARTISTS : INTERNATIONAL_ARTISTS;
  // A few artists are prolific: the index skews towards the front of the list.
  const artist = artists[Math.floor(random() ** 1.6 * artists.length)];

  const colourFamily = parts.colour ? parts.colour[1] : pickWeighted(random, style.palettes);
  const palette = palettePhrase(random, colourFamily, parts.colour?.[0].toLowerCase());
  const description = describe(random, style, parts.subject, palette, categoryId === CATEGORY_IDS.exclusive);

  const orientation = pickWeighted(random, ORIENTATION_WEIGHTS);
  const sample = imageSample(random, orientation, heritageStyle);
  const { mediums, frames } = options(random);

  const featured = random() < 0.03;
  const reviews = Math.min(400, Math.floor(401 * random() ** (featured ? 1.5 : 3)));
  const rating = Math.round(35 + 15 * (1 - random() ** 2.2)) / 10;

  return {
    title,
    uniqueProduct: seededUniqueProduct(index),
    artist,
    categoryId,
    description,
    basePrice: priceFor(random, categoryId),
    rating,
    reviews,
    mainImage: sample.mainImage,
    mockupImage: sample.mockupImage,
    images: [...sample.images],
    originalFilenames: { main: `${slug}.tif` },
    internalImageName: `${slug}.tif`,
    year: yearFor(random, style),
    style: style.name,
    orientation,
    inStock: random() < 0.95,
    featured,
    availableSizes: [...SIZES_BY_ORIENTATION.get(orientation)!],
    availableMediums: mediums,
    availableFrames: frames,
    // The samples have no frame pictures yet; when they get some, their look-alikes share them.
    frameImages: { ...sample.frameImages },
    returnsPolicy: null,
    media: Object.fromEntries(Object.entries(sample.media).map(([url, size]) => [url, { ...size }])),
  };
}
