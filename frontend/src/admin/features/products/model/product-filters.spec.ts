import { readProductListView, withProductFilter, writeProductListView } from './product-filters';

describe('the product list view in the URL', () => {
  it('reads the filters, sort and page, leaving out what is unknown or malformed', () => {
    const view = readProductListView(new URLSearchParams('q=%20banyan%20&categoryId=2&orientation=diagonal&inStock=true&featured=maybe&status=archived&sort=price-low&page=3'));
    expect(view).toEqual({ q: 'banyan', categoryId: 2, orientation: undefined, inStock: 'true', featured: undefined, status: 'archived', sort: 'price-low', page: 3 });
    expect(readProductListView(new URLSearchParams('categoryId=-4&page=0&status=gone'))).toEqual({ status: 'live', sort: 'newest', page: 1 });
  });

  it('writes a view without its defaults, and a new filter goes back to page 1', () => {
    const view = readProductListView(new URLSearchParams('orientation=portrait&page=4'));
    expect(writeProductListView(view).toString()).toBe('orientation=portrait&page=4');
    expect(writeProductListView(withProductFilter(view, { featured: 'false' })).toString()).toBe('orientation=portrait&featured=false');
  });
});
