import type { ApiCategory } from '@shop/contracts';
import { collectionCategoryParam, collectionTitle, findCategory } from './collection';

const categories: ApiCategory[] = [
  { id: 1, name: 'Exclusive', description: 'Limited editions', imageUrl: '/media/categories/exclusive.svg' },
  { id: 2, name: 'Contemporary', description: 'Modern pieces', imageUrl: '/media/categories/contemporary.svg' },
  { id: 3, name: 'Heritage', description: 'Traditional paintings', imageUrl: '/media/categories/heritage.svg' },
];

describe('findCategory', () => {
  it('finds a category by its lower-case name in the URL', () => {
    expect(findCategory(categories, 'heritage')?.id).toBe(3);
    expect(findCategory(categories, 'Contemporary')?.id).toBe(2);
  });

  it('finds nothing for an unknown name', () => {
    expect(findCategory(categories, 'abstract')).toBeUndefined();
  });
});

describe('collectionCategoryParam', () => {
  it('asks for no category for /collection/all, in any case', () => {
    expect(collectionCategoryParam('all')).toBeUndefined();
    expect(collectionCategoryParam('ALL')).toBeUndefined();
  });

  it('asks for the category the segment names', () => {
    expect(collectionCategoryParam('heritage')).toBe('heritage');
    expect(collectionCategoryParam(' abstract ')).toBe('abstract');
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
