import { customerListQueryOf, readCustomerListView, withCustomerChange, writeCustomerListView } from './customer-filters';

const read = (query: string) => readCustomerListView(new URLSearchParams(query));

describe('the customer list view in the URL', () => {
  it('reads the search, the sort and the page', () => {
    expect(read('q=aditi&sort=most-spent&page=3')).toEqual({ q: 'aditi', sort: 'most-spent', page: 3 });
  });

  it('reads an empty query as every customer, newest first, page 1', () => {
    expect(read('')).toEqual({ sort: 'newest', page: 1 });
  });

  it('falls back to the defaults for what the server would refuse, and tidies the search', () => {
    expect(read('sort=richest&page=0')).toEqual({ sort: 'newest', page: 1 });
    expect(read('page=1.5').page).toBe(1);
    expect(read('page=123456').page).toBe(10_000);
    expect(read('q=%20%20').q).toBeUndefined();
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes a view back to the same query without the defaults, so a bookmark reads the same view', () => {
    const query = 'q=110003&sort=name&page=2';
    expect(writeCustomerListView(read(query)).toString()).toBe(query);
    expect(writeCustomerListView(read('sort=newest&page=1')).toString()).toBe('');
  });

  it('starts again from page 1 on a new search or sort, keeping the other', () => {
    const view = read('q=aditi&sort=name&page=4');
    expect(withCustomerChange(view, { sort: 'most-orders' })).toEqual({ q: 'aditi', sort: 'most-orders', page: 1 });
    expect(withCustomerChange(view, { q: undefined })).toEqual({ q: undefined, sort: 'name', page: 1 });
  });

  it('asks the server for a page of 25 of the view', () => {
    expect(customerListQueryOf(read('q=98765&page=2'))).toEqual({ q: '98765', sort: 'newest', page: 2, limit: 25 });
  });
});
