import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ListPriceOptions, type PriceOption, type ProductFields, type StaffProduct } from '@shop/contracts';
import { badRequest, RequestClient, type RequestContext } from '@shop/messaging';
import type { DataSource } from 'typeorm';

type Media = StaffProduct['media'];

/** A product's fields once checked: option names as pricing's tables spell them, and the sizes of its images. */
export type CheckedFields = ProductFields & { media: Media };

const key = (name: string) => name.trim().toLowerCase();

/** What an import reads once for many products (the CSV import): the categories there are, and pricing's options. */
export interface RuleLookups {
  categories: ReadonlySet<number>;
  options: () => Promise<PriceOption[]>;
}

/** Every image a product shows: main, mock-up, gallery and per-frame images. */
const imagesOf = (fields: ProductFields) => [
  ...new Set([fields.mainImage, ...(fields.mockupImage ? [fields.mockupImage] : []), ...fields.images, ...Object.values(fields.frameImages)]),
];

/**
 * The rules of a product's fields beyond their shapes (those are the contract's): the category
 * exists; sizes are presets of the product's orientation, mediums and frames active options
 * (pricing owns those tables: it is asked, with the staff member's own context); per-frame
 * images name frames the product offers; every image is one the shop has.
 *
 * On an edit, only what the edit brings in is checked against the options: a size or frame
 * deactivated since it was added does not block changing the price. A new orientation checks
 * every size again.
 */
@Injectable()
export class ProductRules {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly client: RequestClient,
  ) {}

  async check(ctx: RequestContext, fields: ProductFields, previous?: StaffProduct, lookups?: RuleLookups): Promise<CheckedFields> {
    if (!previous || previous.categoryId !== fields.categoryId) await this.checkCategory(fields.categoryId, lookups);
    const checked = { ...fields, ...(await this.checkOptions(ctx, fields, previous, lookups)) };
    const { media, uploadedNames } = await this.mediaOf(checked, previous);
    // An uploaded image brings its original's file name, unless staff named one themselves.
    return { ...checked, frameImages: this.checkFrameImages(checked), media, originalFilenames: { ...uploadedNames, ...checked.originalFilenames } };
  }

  private async checkCategory(categoryId: number, lookups?: RuleLookups): Promise<void> {
    const [found] = lookups ? (lookups.categories.has(categoryId) ? [true] : []) : ((await this.db.query(`SELECT 1 FROM categories WHERE id = $1`, [categoryId])) as unknown[]);
    if (!found) throw badRequest(`categoryId: there is no category ${categoryId}`);
  }

  private async checkOptions(ctx: RequestContext, fields: ProductFields, previous?: StaffProduct, lookups?: RuleLookups): Promise<Pick<ProductFields, 'availableSizes' | 'availableMediums' | 'availableFrames'>> {
    const added = (list: readonly string[], before: readonly string[] | undefined) => {
      const had = new Set((before ?? []).map(key));
      return list.filter((name) => !had.has(key(name)));
    };
    const newSizes = previous?.orientation === fields.orientation ? added(fields.availableSizes, previous.availableSizes) : fields.availableSizes;
    const newMediums = added(fields.availableMediums, previous?.availableMediums);
    const newFrames = added(fields.availableFrames, previous?.availableFrames);
    if (newSizes.length + newMediums.length + newFrames.length === 0) return fields;

    const options = lookups ? await lookups.options() : (await this.client.request(ListPriceOptions, {}, ctx)).options;
    const active = (kind: PriceOption['kind']) => options.filter((option) => option.kind === kind && option.isActive);
    const presets = new Set(active('size').filter((size) => size.orientation === fields.orientation).map((size) => size.value.toUpperCase()));
    const wrongSizes = newSizes.filter((size) => !presets.has(size.toUpperCase()));
    if (wrongSizes.length > 0) {
      const verb = wrongSizes.length === 1 ? `is not a ${fields.orientation} preset` : `are not ${fields.orientation} presets`;
      throw badRequest(`availableSizes: ${wrongSizes.join(', ')} ${verb} (${[...presets].join(', ')})`);
    }
    return {
      availableSizes: fields.availableSizes.map((size) => size.toUpperCase()),
      availableMediums: spelled(fields.availableMediums, newMediums, active('medium'), 'availableMediums', 'medium'),
      availableFrames: spelled(fields.availableFrames, newFrames, active('frame'), 'availableFrames', 'frame'),
    };
  }

  /** Keys of frameImages name frames the product offers, spelled as it offers them. */
  private checkFrameImages(fields: ProductFields): ProductFields['frameImages'] {
    const offered = new Map(fields.availableFrames.map((frame) => [key(frame), frame]));
    const images: Record<string, string> = {};
    for (const [frame, image] of Object.entries(fields.frameImages)) {
      const name = offered.get(key(frame));
      if (!name) throw badRequest(`frameImages: "${frame}" is not one of the product's frames`);
      images[name] = image;
    }
    return images;
  }

  /** The sizes of every image the product shows; each must be one the shop has (or had for this product). */
  private async mediaOf(fields: ProductFields, previous?: StaffProduct): Promise<{ media: Media; uploadedNames: Record<string, string> }> {
    const urls = imagesOf(fields);
    const rows = (await this.db.query(`SELECT url, width, height, original_filename FROM product_images WHERE url = ANY($1)`, [urls])) as Array<{
      url: string;
      width: number;
      height: number;
      original_filename: string | null;
    }>;
    const known = new Map(rows.map((row) => [row.url, { width: row.width, height: row.height }]));
    const media: Media = {};
    const unknown: string[] = [];
    for (const url of urls) {
      const size = known.get(url) ?? previous?.media[url];
      if (size) media[url] = size;
      else if (!previous || !imagesOf(previous).includes(url)) unknown.push(url);
    }
    if (unknown.length > 0) throw badRequest(`${unknown.join(', ')}: not an image the shop has (name one of its images or upload it first)`);
    const uploadedNames = Object.fromEntries(rows.filter((row) => row.original_filename !== null).map((row) => [row.url, row.original_filename!]));
    return { media, uploadedNames };
  }
}

/** The list with each new name spelled as its option's label; a name that is no active option is refused. */
function spelled(list: readonly string[], added: readonly string[], options: readonly PriceOption[], field: string, what: string): string[] {
  const byName = new Map<string, string>();
  for (const option of options) {
    byName.set(key(option.value), option.label);
    byName.set(key(option.label), option.label);
  }
  const wrong = added.filter((name) => !byName.has(key(name)));
  if (wrong.length > 0) {
    throw badRequest(`${field}: ${wrong.map((name) => `"${name}"`).join(', ')} ${wrong.length === 1 ? `is not an active ${what}` : `are not active ${what}s`} (${options.map((o) => o.label).join(', ')})`);
  }
  const isNew = new Set(added.map(key));
  const names = list.map((name) => (isNew.has(key(name)) ? byName.get(key(name))! : name));
  if (new Set(names.map(key)).size !== names.length) throw badRequest(`${field} must not name the same ${what} twice`);
  return names;
}
