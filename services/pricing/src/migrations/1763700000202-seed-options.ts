import type { MigrationInterface, QueryRunner } from 'typeorm';

const STEPS = [1, 1.5, 2, 2.5, 3];

/** Spec section 9: the size presets per orientation and the unnamed list, with multipliers. */
const SIZE_LISTS: Array<{ orientation: string | null; sizes: string[]; multipliers: number[] }> = [
  { orientation: 'landscape', sizes: ['18X14', '27X21', '36X28', '45X35', '54X42'], multipliers: STEPS },
  { orientation: 'portrait', sizes: ['14X18', '21X27', '28X36', '35X45', '42X54'], multipliers: STEPS },
  { orientation: 'square', sizes: ['18X18', '24X24', '30X30', '36X36', '48X48'], multipliers: STEPS },
  { orientation: 'widescreen', sizes: ['21X12', '28X16', '35X20', '42X24', '49X28'], multipliers: STEPS },
  { orientation: null, sizes: ['24X12', '36X18', '48X24', '60X30', '72X36', '84X42'], multipliers: [...STEPS, 3.5] },
];

const MEDIUMS = [
  ['museum-grade-canvas', 'Museum-Grade Canvas', 1],
  ['fine-art-paper', 'Fine Art Paper', 0.8],
] as const;

const FRAMES = [
  ['print-only', 'Print Only', 0],
  ['stretched-canvas', 'Stretched Canvas', 50],
  ['dark-brown-frame', 'Dark Brown Frame', 120],
  ['light-brown-frame', 'Light Brown Frame', 120],
  ['black-frame', 'Black Frame', 110],
  ['floating-frame-natural', 'Floating Frame - Natural', 140],
  ['metal-champagne-gold', 'Metal (Champagne Gold)', 160],
  ['metal-earling-silver', 'Metal (Earling Silver)', 160],
] as const;

/** The pricing table starts from the spec's initial price: 3499 MRP at 18X14, scaled by the size multiplier. */
const TABLE_BASE_MRP = 3499;

const area = (size: string) => size.split('X').map(Number).reduce((a, b) => a * b, 1);

export class SeedOptions1763700000202 implements MigrationInterface {
  name = 'SeedOptions1763700000202';

  async up(q: QueryRunner): Promise<void> {
    let sortOrder = 0;
    for (const list of SIZE_LISTS) {
      for (const [index, size] of list.sizes.entries()) {
        const multiplier = list.multipliers[index];
        await q.query(
          `INSERT INTO size_options (value, label, price_multiplier, orientation, sort_order)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (value) DO NOTHING`,
          [size, `${size.replace('X', ' x ')} in`, multiplier, list.orientation, sortOrder++],
        );
        const mrp = Math.round(TABLE_BASE_MRP * multiplier);
        await q.query(
          `INSERT INTO pricing (size, mrp, discounted_price, area_in_sq_in, cost_price)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (size) DO NOTHING`,
          [size, mrp, Math.round(mrp * 0.9), area(size), Math.round(mrp * 0.35)],
        );
      }
    }
    for (const [index, [value, label, multiplier]] of MEDIUMS.entries()) {
      await q.query(
        `INSERT INTO medium_options (value, label, price_multiplier, sort_order) VALUES ($1, $2, $3, $4) ON CONFLICT (value) DO NOTHING`,
        [value, label, multiplier, index],
      );
    }
    for (const [index, [value, label, addedPrice]] of FRAMES.entries()) {
      await q.query(
        `INSERT INTO frame_options (value, label, added_price, image_url, sort_order) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (value) DO NOTHING`,
        [value, label, addedPrice, `/media/frames/${value}.svg`, index],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['pricing', 'frame_options', 'medium_options', 'size_options']) await q.query(`DELETE FROM ${table}`);
  }
}
