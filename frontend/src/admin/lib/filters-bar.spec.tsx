import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { FiltersBar } from './filters-bar';

function bar(q: string | undefined, onSearch: (q: string | undefined) => void, onClear?: () => void) {
  return (
    <ChakraProvider value={defaultSystem}>
      <FiltersBar q={q} onSearch={onSearch} searchName="Search orders" placeholder="Order number" onClear={onClear}>
        <span>filters</span>
      </FiltersBar>
    </ChakraProvider>
  );
}

describe('a list’s filters bar', () => {
  it('submits the search trimmed, and an empty one as no search', () => {
    const onSearch = jest.fn();
    render(bar(undefined, onSearch));
    const field = screen.getByRole('searchbox', { name: 'Search' });

    fireEvent.change(field, { target: { value: '  ORD-1  ' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Search orders' }));
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Search orders' }));

    expect(onSearch.mock.calls).toEqual([['ORD-1'], [undefined]]);
  });

  it('shows a search that comes from elsewhere (the back button) in place of what was typed', () => {
    const { rerender } = render(bar('first', jest.fn()));
    const field = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
    fireEvent.change(field, { target: { value: 'typed' } });

    rerender(bar('second', jest.fn()));
    expect(field.value).toBe('second');
  });

  it('offers to clear the filters only while there is something to clear', () => {
    const onClear = jest.fn();
    const { rerender } = render(bar(undefined, jest.fn()));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();

    rerender(bar(undefined, jest.fn(), onClear));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
