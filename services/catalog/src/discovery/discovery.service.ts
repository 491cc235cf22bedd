import { Injectable } from '@nestjs/common';
import { MAX_RECOMMENDATIONS, SURPRISE_MAX, SURPRISE_MIN, type QuizAnswers } from '@shop/contracts';
import { ProductStore, serviceJson, type ProductJson } from '../product/product-store';
import { MATCH_THRESHOLD, quizQuery, scoreTraits } from './quiz-traits';
import { sampleIndexes, seededRandom, shuffleInPlace } from './seeded-random';

/**
 * The Art Finder quiz and Surprise Me over the whole catalogue (spec section 9). Both are random
 * but repeatable: the same seed and the same catalogue give the same artworks.
 */
@Injectable()
export class DiscoveryService {
  constructor(private readonly store: ProductStore) {}

  /**
   * At most 8 artworks scoring at least 0.5, in random order: the best scores are kept, ties at
   * the cut decided at random.
   */
  async recommend(answers: QuizAnswers, seed: number): Promise<ProductJson[]> {
    const index = this.store.index;
    const query = quizQuery(answers);
    const random = seededRandom(seed);
    const rowsByScore = new Map<number, number[]>();
    for (let row = 0; row < index.size; row += 1) {
      const score = scoreTraits(index.traits[row], query);
      if (score < MATCH_THRESHOLD) continue;
      const rows = rowsByScore.get(score);
      if (rows) rows.push(row);
      else rowsByScore.set(score, [row]);
    }
    const picked: number[] = [];
    for (const score of [...rowsByScore.keys()].sort((a, b) => b - a)) {
      const rows = rowsByScore.get(score)!;
      const room = MAX_RECOMMENDATIONS - picked.length;
      if (rows.length <= room) picked.push(...rows);
      else picked.push(...sampleIndexes(rows.length, room, random).map((at) => rows[at]));
      if (picked.length === MAX_RECOMMENDATIONS) break;
    }
    return (await this.store.byIds(shuffleInPlace(picked, random).map((row) => index.idOf(row)))).map(serviceJson);
  }

  /** 6, 7 or 8 distinct artworks at random (every one when there are fewer), in random order. */
  async surprise(seed: number): Promise<ProductJson[]> {
    const index = this.store.index;
    const random = seededRandom(seed);
    const wanted = SURPRISE_MIN + Math.floor(random() * (SURPRISE_MAX - SURPRISE_MIN + 1));
    return (await this.store.byIds(sampleIndexes(index.size, wanted, random).map((row) => index.idOf(row)))).map(serviceJson);
  }
}
