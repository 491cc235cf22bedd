// The catalogue paths of `npm run bench`: collection pages (any category, any sort, any page) and
// searches as shoppers type them, on a catalogue of tens of thousands of artworks.

const SORTS = ['featured', 'price-low', 'price-high', 'newest'];
const PAGE_SIZE = 9;

/** Searches of one to three words as shoppers type them: whole words, prefixes, names and typos. */
export const SEARCHES = [
  'lotus', 'lotus pond', 'madhubani', 'madhubni', 'madh', 'peacock', 'peacock dance', 'monsoon', 'monsoon rain',
  'calm', 'living room', 'bedroom', 'office', 'pichwai', 'pichwai cow', 'gond', 'warli', 'kalamkari', 'tanjore',
  'mughal miniature', 'abstract', 'geometric', 'contemporary', 'heritage', 'folk', 'jaipur', 'kerala', 'kerala backwaters',
  'banyan', 'marigold', 'indigo', 'saffron', 'ochre', 'earthy', 'vibrant', 'pastel', 'monochrome', 'serene',
  'elegant', 'festive', 'joyful', 'sunrise', 'dusk', 'desert', 'himalaya', 'ganga', 'varanasi', 'temple',
  'elephant', 'tiger', 'sitar', 'mango', 'courtyard', 'urban raga', 'aanya kapoor', 'meera', 'arjun', 'ravi',
  'modern', 'minimalist', 'expressionism', 'watercolour', 'blue', 'gold', 'ruby', 'cobalt', 'in ochre', 'study',
  'reverie', 'nocturne', 'peacok', 'mandla', 'geometri', 'himalayan dawn', 'lotus in ochre', 'calm bedroom',
];

/** The catalogue's categories and how many products each holds, from the shop itself. */
export async function catalogueFacts(url) {
  const total = async (query) => {
    const response = await fetch(`${url}/api/products?limit=1&${query}`);
    if (!response.ok) throw new Error(`GET /api/products?${query} answered ${response.status}`);
    return Number(response.headers.get('x-total-count'));
  };
  const categories = await (await fetch(`${url}/api/categories`)).json();
  const collections = [{ query: '', products: await total('') }];
  for (const category of categories) {
    const query = `category=${encodeURIComponent(category.name.toLowerCase())}&`;
    collections.push({ query, products: await total(query) });
  }
  return { products: collections[0].products, collections };
}

/** A repeatable random source (mulberry32), so every run asks for the same pages. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** 4,000 collection pages: a collection, a sort and a page drawn at random, every page as likely as another. */
export function collectionRequests({ collections }, count = 4000) {
  const random = seeded(16);
  const requests = [];
  for (let i = 0; i < count; i += 1) {
    const collection = collections[Math.floor(random() * collections.length)];
    const sort = SORTS[Math.floor(random() * SORTS.length)];
    const pages = Math.max(1, Math.ceil(collection.products / PAGE_SIZE));
    const page = 1 + Math.floor(random() * pages);
    requests.push({ path: `/api/products?${collection.query}sort=${sort}&page=${page}` });
  }
  return requests;
}

/** The search dialog's requests: the first 12 matches of each search. */
export function searchRequests() {
  return SEARCHES.map((q) => ({ path: `/api/products?q=${encodeURIComponent(q)}&limit=12` }));
}

/**
 * Every search asked once, one after another, before any is remembered: what the first shopper
 * to type it waits. Answers the latencies (ms), sorted.
 */
export async function firstSearches(url) {
  const latencies = [];
  for (const { path } of searchRequests()) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

/** The largest answer (bytes, uncompressed) of each kind of browse call. */
export async function largestAnswers(url, { collections }) {
  const paths = {
    'collection page (9)': collectionRequests({ collections }, 200).map((request) => request.path),
    'largest page (24)': collections.map((collection) => `/api/products?${collection.query}limit=24`),
    'search (12)': searchRequests().map((request) => request.path),
    featured: ['/api/products?featured=true&limit=4'],
    'by id (24)': [`/api/products?limit=24&ids=${Array.from({ length: 24 }, (_, i) => 1000 + i * 37).join(',')}`],
    related: [1, 7, 5000, 40000].map((id) => `/api/products/${id}/related`),
    'quiz recommendations': ['/api/products/recommendations?seed=1', '/api/products/recommendations?style=heritage&mood=calm&seed=2'],
    surprise: ['/api/products/surprise?seed=1', '/api/products/surprise?seed=2'],
  };
  const largest = {};
  for (const [name, list] of Object.entries(paths)) {
    let max = 0;
    for (const path of list) {
      const response = await fetch(`${url}${path}`);
      const bytes = (await response.arrayBuffer()).byteLength;
      if (response.ok) max = Math.max(max, bytes);
    }
    largest[name] = max;
  }
  return largest;
}

/** The memory of each catalog process, from its metrics: resident, JavaScript heap (used of total) and outside the heap, MiB. */
export async function catalogMemory(metricsUrls) {
  const mib = (bytes) => Math.round(bytes / 2 ** 20);
  const memory = [];
  for (const metricsUrl of metricsUrls) {
    const text = await (await fetch(metricsUrl)).text();
    const value = (name) => Number(text.split('\n').find((row) => row.startsWith(`${name} `))?.split(' ')[1] ?? NaN);
    memory.push({
      resident: mib(value('process_resident_memory_bytes')),
      heapUsed: mib(value('nodejs_heap_size_used_bytes')),
      heapTotal: mib(value('nodejs_heap_size_total_bytes')),
      external: mib(value('nodejs_external_memory_bytes')),
    });
  }
  return memory;
}

/**
 * Waits (at most a minute) until the services have finished starting up: a fresh catalogue is
 * indexed and read ahead, pricing reads every product's facts, the search words are refreshed.
 * Measuring meanwhile would measure that work too. Quiet: under 5 % of a core each for a second.
 */
export async function untilQuiet(metricsUrls, { log }) {
  const cpuSeconds = async (url) => {
    const text = await (await fetch(url)).text();
    const line = text.split('\n').find((row) => row.startsWith('process_cpu_seconds_total'));
    return line ? Number(line.split(' ')[1]) : 0;
  };
  const started = Date.now();
  let before = await Promise.all(metricsUrls.map(cpuSeconds));
  while (Date.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await Promise.all(metricsUrls.map(cpuSeconds));
    if (now.every((seconds, i) => seconds - before[i] < 0.05)) {
      log(`Services quiet after ${((Date.now() - started) / 1000).toFixed(0)} s`);
      return;
    }
    before = now;
  }
  log('Services still busy after a minute; measuring anyway');
}
