import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CatalogConfig } from '../config';
import { CATALOG_CONFIG } from '../product/catalog-config';
import type { CatalogIndex } from '../browse/catalog-index';
import { ProductStore } from '../product/product-store';

/** The most words of a search that count; a shopper types one to three. */
const MAX_WORDS = 6;
/** How many catalogue words may stand in for a word that matches nothing. */
const SIMILAR_WORDS = 3;
/** How like a typed word a catalogue word must be to stand in for it (trigram similarity, 0 to 1). */
const MIN_SIMILARITY = 0.4;
/** How much less like it than the closest word another may be. */
const SIMILARITY_SPREAD = 0.1;
/** Ids a search cache holds at most, over every search it remembers (4 bytes each). */
const SEARCH_CACHE_IDS = 2_000_000;
const SEARCH_WORDS_REFRESH_DELAY_MS = 2_000;
/** Any fixed number: the lock that keeps two replicas from refreshing the words at once. */
const SEARCH_WORDS_LOCK = 716_001;

/** The words of a search, lower case: letters and digits only, as the full-text index splits them. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** `text` lower-cased for LIKE, its wildcards taken literally. */
const literal = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern for LIKE that finds `text` anywhere. */
export function containing(text: string): string {
  return `%${literal(text)}%`;
}

/**
 * A full-text query: every word, each as a prefix (or any of the words standing in for it); with
 * `weights` ('A': title and artist), only in those fields.
 */
export function prefixQuery(words: readonly string[], alternatives: ReadonlyMap<string, readonly string[]> = new Map(), weights = ''): string {
  return words.map((word) => `(${[`${word}:*${weights}`, ...(alternatives.get(word) ?? []).map((alt) => `${alt}${weights ? `:${weights}` : ''}`)].join(' | ')})`).join(' & ');
}

/**
 * Search with Postgres: full text on title and artist (ranked first), style and description,
 * each word also as a prefix ("madh" finds Madhubani as one types); the spec's case-insensitive
 * substring match on the same fields (trigram index); and, when that finds nothing, the words of
 * the catalogue closest to each word typed (trigram similarity: "madhubni" finds Madhubani).
 *
 * The answer is every matching id, best first. The matches of recent searches are remembered
 * until products change, within a bound on the ids held.
 */
/** A search's matches, best first, and their rows in the index they were last looked up in. */
interface SearchEntry {
  ids: Int32Array;
  rows?: { index: CatalogIndex; rows: Int32Array };
}

@Injectable()
export class ProductSearch implements OnModuleDestroy {
  private readonly log = new Logger(ProductSearch.name);
  /** Per search: the matching ids, and the rows of the index they are at (for the index they were found for). */
  private readonly cache = new Map<string, SearchEntry>();
  private cachedIds = 0;
  /**
   * Searches being worked out now, by key: the same search asked again meanwhile waits for the
   * first instead of querying Postgres again (under load, dozens arrive at once after a change).
   */
  private readonly pending = new Map<string, Promise<SearchEntry>>();
  /** Grows with every clearing of the cache: a search worked out before it is not remembered after. */
  private generation = 0;
  private refreshTimer: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    store: ProductStore,
  ) {
    store.onChange(() => {
      this.forgetAll();
      this.scheduleWordsRefresh();
    });
  }

  onModuleDestroy(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
  }

  /** The ids of every product matching `text`, best match first. */
  async matches(text: string): Promise<Int32Array> {
    return (await this.entry(text)).ids;
  }

  /**
   * The rows of `index` holding the products matching `text`, best match first: worked out once
   * per search and index, so a page of a search costs the same as a page of a collection.
   */
  async rows(text: string, index: CatalogIndex): Promise<Int32Array> {
    const entry = await this.entry(text);
    if (entry.rows?.index !== index) {
      const rows: number[] = [];
      for (const id of entry.ids) {
        const row = index.rowOf(id);
        if (row !== undefined) rows.push(row);
      }
      entry.rows = { index, rows: Int32Array.from(rows) };
    }
    return entry.rows.rows;
  }

  private entry(text: string): Promise<SearchEntry> {
    const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
    const cached = this.cache.get(key);
    if (cached) {
      this.cache.delete(key);
      this.cache.set(key, cached);
      return Promise.resolve(cached);
    }
    const pending = this.pending.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const found = this.find(key)
      .then((ids) => {
        const entry: SearchEntry = { ids };
        if (generation === this.generation) this.remember(key, entry);
        return entry;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, found);
    return found;
  }

  private forgetAll(): void {
    this.cache.clear();
    this.cachedIds = 0;
    this.pending.clear();
    this.generation += 1;
  }

  private async find(text: string): Promise<Int32Array> {
    const words = searchWords(text);
    const found = await this.query(text, words, new Map());
    if (found.length > 0 || words.length === 0) return found;
    const alternatives = await this.similarWords(words);
    if (alternatives.size === 0) return found;
    return this.query(text, words, alternatives);
  }

  /**
   * Every product whose words start with the words searched, or whose fields contain the text;
   * ranked: the title starting with the text, then the words in the title or artist, then the
   * text inside title or artist, then the rest; ties by id. (Ranking by flags rather than
   * ts_rank: a few times cheaper on a search matching thousands of products.)
   */
  private async query(text: string, words: readonly string[], alternatives: ReadonlyMap<string, readonly string[]>): Promise<Int32Array> {
    const params: unknown[] = [containing(text), `${literal(text)}%`];
    let match = `search_text LIKE $1`;
    let inTitleOrArtist = `false`;
    if (words.length > 0) {
      params.push(prefixQuery(words, alternatives), prefixQuery(words, alternatives, 'A'));
      match = `(search_document @@ to_tsquery('simple', $3) OR ${match})`;
      inTitleOrArtist = `search_document @@ to_tsquery('simple', $4)`;
    }
    const rows = await this.dataSource.query<Array<{ id: number }>>(
      `SELECT id FROM products WHERE ${match}
       ORDER BY (lower(title) LIKE $2)::int * 4 + (${inTitleOrArtist})::int * 2 + (lower(title) LIKE $1 OR lower(artist) LIKE $1)::int DESC, id`,
      params,
    );
    return Int32Array.from(rows, (row) => row.id);
  }

  /** For each word at least three letters long, the catalogue's words most like it. */
  private async similarWords(words: readonly string[]): Promise<Map<string, string[]>> {
    const alternatives = new Map<string, string[]>();
    for (const word of words) {
      if (word.length < 3) continue;
      const rows = await this.dataSource.query<Array<{ word: string; similarity: number }>>(
        `SELECT word, similarity(word, $1) AS similarity FROM search_words WHERE word % $1 ORDER BY word <-> $1, word LIMIT ${SIMILAR_WORDS}`,
        [word],
      );
      // Only words about as close as the closest: "madhubni" is Madhubani, not the artist Madhav.
      const best = rows[0]?.similarity ?? 0;
      const similar = rows
        .filter((row) => row.similarity >= Math.max(MIN_SIMILARITY, best - SIMILARITY_SPREAD))
        // Words of the catalogue are letters, digits and hyphens; each is quoted for to_tsquery.
        .filter((row) => /^[\p{L}\p{M}\p{N}-]+$/u.test(row.word))
        .map((row) => `'${row.word}'`);
      if (similar.length > 0) alternatives.set(word, similar);
    }
    return alternatives;
  }

  private remember(key: string, entry: SearchEntry): void {
    const { ids } = entry;
    if (this.config.SEARCH_CACHE_SIZE === 0 || ids.length > SEARCH_CACHE_IDS / 4) return;
    // Counted once per key: a key remembered again replaces its entry, and its count.
    const previous = this.cache.get(key);
    if (previous) {
      this.cache.delete(key);
      this.cachedIds -= 2 * previous.ids.length;
    }
    this.cache.set(key, entry);
    // Ids and rows: two numbers per match.
    this.cachedIds += 2 * ids.length;
    while (this.cache.size > this.config.SEARCH_CACHE_SIZE || this.cachedIds > SEARCH_CACHE_IDS) {
      const [oldest, oldestEntry] = this.cache.entries().next().value as [string, { ids: Int32Array }];
      this.cache.delete(oldest);
      this.cachedIds -= 2 * oldestEntry.ids.length;
    }
  }

  /** The words typos are matched against follow the catalogue, a moment after it changes. */
  private scheduleWordsRefresh(): void {
    if (this.refreshTimer) return;
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      void this.refreshWords().catch((error: Error) => this.log.warn(`Refreshing the search words failed: ${error.message}`));
    }, SEARCH_WORDS_REFRESH_DELAY_MS);
    this.refreshTimer.unref();
  }

  private async refreshWords(): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [{ locked }] = await manager.query<Array<{ locked: boolean }>>(`SELECT pg_try_advisory_xact_lock($1) AS locked`, [SEARCH_WORDS_LOCK]);
      if (!locked) return;
      await manager.query(`REFRESH MATERIALIZED VIEW CONCURRENTLY search_words`);
    });
    this.forgetAll();
  }
}
