import { listQueryOf, readDesignerListView, writeDesignerListView } from './designer-filters';

describe('the designer list’s view in the URL', () => {
  it('shows the applications waiting on the first page unless the URL says otherwise', () => {
    expect(readDesignerListView(new URLSearchParams(''))).toEqual({ status: 'pending', q: '', page: 1 });
    expect(readDesignerListView(new URLSearchParams('status=nonsense&page=-2'))).toEqual({ status: 'pending', q: '', page: 1 });
  });

  it('reads and writes a status, a search and a page, leaving defaults out', () => {
    const view = readDesignerListView(new URLSearchParams('status=approved&q=%20studio%20&page=3'));
    expect(view).toEqual({ status: 'approved', q: 'studio', page: 3 });
    expect(writeDesignerListView(view).toString()).toBe('status=approved&q=studio&page=3');
    expect(writeDesignerListView({ status: 'pending', q: '', page: 1 }).toString()).toBe('');
  });

  it('asks the server for one page of the view', () => {
    expect(listQueryOf({ status: 'all', q: '', page: 2 })).toEqual({ status: 'all', page: 2, limit: 25 });
    expect(listQueryOf({ status: 'pending', q: 'mehta', page: 1 })).toEqual({ status: 'pending', q: 'mehta', page: 1, limit: 25 });
  });
});
