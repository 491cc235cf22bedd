import type { ApiCategory, ApiProduct } from '@shop/contracts';
import { collectionProducts, collectionTitle, findCategory } from './collection';

const categories: ApiCategory[] = [
  { id: 1, name: 'Exclusive', description: 'Limited editions', imageUrl: '/media/categories/exclusive.svg' },
  { id: 2, name: 'Contemporary', description: 'Modern pieces', imageUrl: '/media/categories/contemporary.svg' },
  { id: 3, name: 'Heritage', description: 'Traditional paintings', imageUrl: '/media/categories/heritage.svg' },
];

const products = [
  { id: 1, categoryId: 2 },
  { id: 7, categoryId: 3 },
  { id: 8, categoryId: 1 },
  { id: 2, categoryId: 2 },
] as ApiProduct[];

describe('findCategory', () => {
  it('finds a category by its lower-case name in the URL', () => {
    expect(findCategory(categories, 'heritage')?.id).toBe(3);
    expect(findCategory(categories, 'Contemporary')?.id).toBe(2);
  });

  it('finds nothing for an unknown name', () => {
    expect(findCategory(categories, 'abstract')).toBeUndefined();
  });
});

describe('collectionProducts', () => {
  it('lists every product for /collection/all', () => {
    expect(collectionProducts(products, 'all', categories).map(({ id }) => id)).toEqual([1, 7, 8, 2]);
  });

  it('keeps only the products of the named category', () => {
    expect(collectionProducts(products, 'contemporary', categories).map(({ id }) => id)).toEqual([1, 2]);
    expect(collectionProducts(products, 'exclusive', categories).map(({ id }) => id)).toEqual([8]);
  });

  it('has no products for a category that does not exist', () => {
    expect(collectionProducts(products, 'abstract', categories)).toEqual([]);
  });
});

describe('collectionTitle', () => {
  it('names the collection after its category', () => {
    expect(collectionTitle('heritage', categories[2])).toBe('Heritage Collection');
  });

  it('capitalises the path segment when there is no category', () => {
    expect(collectionTitle('all')).toBe('All Collection');
    expect(collectionTitle('aBSTRACT')).toBe('Abstract Collection');
  });
});
