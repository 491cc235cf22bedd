import { filterParams, isFiltered, listQueryOf, readOrderListView, withFilter, withoutFilters, writeOrderListView } from './order-filters';

const read = (query: string) => readOrderListView(new URLSearchParams(query));

describe('the order list view in the URL', () => {
  it('reads every filter, the search, the sort and the page', () => {
    expect(read('status=pending&paymentStatus=paid&paymentMethod=cod&from=2025-01-01&to=2025-01-31&q=110003&sort=oldest&page=3')).toEqual({
      status: 'pending',
      paymentStatus: 'paid',
      paymentMethod: 'cod',
      from: '2025-01-01',
      to: '2025-01-31',
      q: '110003',
      sort: 'oldest',
      page: 3,
    });
  });

  it('reads an empty query as every order, newest first, page 1', () => {
    expect(read('')).toEqual({ sort: 'newest', page: 1 });
  });

  it('leaves out what the server would refuse instead of sending it', () => {
    expect(read('status=lost&paymentMethod=cash&from=2025-13-45&to=yesterday&sort=random&page=-2')).toEqual({ sort: 'newest', page: 1 });
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=999999').page).toBe(10_000);
  });

  it('tidies the search as the server does and drops an empty one', () => {
    expect(read('q=%20%20aditi%40example.in%20%20').q).toBe('aditi@example.in');
    expect(read('q=ORD-1%20%20%202').q).toBe('ORD-1 2');
    expect(read('q=%20%20').q).toBeUndefined();
    expect(read(`q=${'9'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes a view back to the same query, leaving out the defaults, so a bookmark reads the same view', () => {
    const query = 'status=shipped&paymentMethod=phonepe&q=98765&sort=total-high&page=2';
    expect(writeOrderListView(read(query)).toString()).toBe(query);
    expect(writeOrderListView(read('sort=newest&page=1')).toString()).toBe('');
  });

  it('starts again from page 1 when a filter changes, keeping the others and the sort', () => {
    const view = read('status=pending&sort=oldest&page=4');
    expect(withFilter(view, { paymentMethod: 'cod' })).toEqual({ status: 'pending', paymentMethod: 'cod', sort: 'oldest', page: 1 });
    expect(withFilter(view, { status: undefined })).toEqual({ status: undefined, sort: 'oldest', page: 1 });
    expect(withoutFilters(read('status=pending&q=ORD&sort=oldest&page=4'))).toEqual({ sort: 'oldest', page: 1 });
  });

  it('gives the export the filters only: every matching order, not one sorted page', () => {
    expect(filterParams(read('status=confirmed&q=ORD-12&sort=oldest&page=3')).toString()).toBe('status=confirmed&q=ORD-12');
    expect(isFiltered(read('sort=oldest&page=3'))).toBe(false);
    expect(isFiltered(read('to=2025-02-01'))).toBe(true);
  });

  it('asks the server for a page of 25 of the view', () => {
    expect(listQueryOf(read('paymentStatus=pending&page=2'))).toEqual({
      status: undefined,
      paymentStatus: 'pending',
      paymentMethod: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
      sort: 'newest',
      page: 2,
      limit: 25,
    });
  });
});
