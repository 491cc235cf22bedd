import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PagedList } from './paged-list';

const wrap = (node: ReactNode) => render(<ChakraProvider value={defaultSystem}>{node}</ChakraProvider>);

function renderList({ total, rows, page = 1, cap, fetching = false }: { total: number; rows: string[]; page?: number; cap?: number; fetching?: boolean }) {
  const onPage = jest.fn();
  wrap(
    <PagedList
      label="Orders"
      head={<th scope="col">Order</th>}
      noun={['order', 'orders']}
      count={{ total, perPage: 2, cap }}
      page={page}
      rowsOnPage={rows.length}
      onPage={onPage}
      fetching={fetching}
      emptyText="No orders match."
    >
      {rows.map((row) => (
        <tr key={row}>
          <td>{row}</td>
        </tr>
      ))}
    </PagedList>,
  );
  return onPage;
}

describe('a paged back-office list', () => {
  it('says how many match, shows the rows in a named table and pages on both ways', () => {
    const onPage = renderList({ total: 5, rows: ['ORD-3', 'ORD-4'], page: 2 });

    expect(screen.getByRole('status').textContent).toBe('5 orders');
    expect(within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['ORD-3', 'ORD-4']);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
    expect(screen.queryByText('No orders match.')).toBeNull();
  });

  it('cannot page before the first page or past the last', () => {
    renderList({ total: 1, rows: ['ORD-1'] });

    expect(screen.getByRole('status').textContent).toBe('1 order');
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('says "10,000+" past the count cap and pages on while pages come back full', () => {
    renderList({ total: 10_001, cap: 10_000, rows: ['ORD-1', 'ORD-2'], page: 7 });

    expect(screen.getByRole('status').textContent).toBe('10,000+ orders');
    expect(screen.getByText('Page 7')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
  });

  it('says so when nothing matches', () => {
    renderList({ total: 0, rows: [] });

    expect(screen.getByText('No orders match.')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('marks the rows busy while the next answer is on its way', () => {
    renderList({ total: 3, rows: ['ORD-1', 'ORD-2'], fetching: true });
    expect(screen.getByRole('table', { name: 'Orders' }).closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('marks the rows settled once the answer came (the browser tests wait for that)', () => {
    renderList({ total: 3, rows: ['ORD-1', 'ORD-2'] });
    expect(screen.getByRole('table', { name: 'Orders' }).closest('[aria-busy="false"]')).not.toBeNull();
  });
});
