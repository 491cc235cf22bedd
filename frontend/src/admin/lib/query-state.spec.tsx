import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Loaded } from './query-state';

const wrap = (node: ReactNode) => render(<ChakraProvider value={defaultSystem}>{node}</ChakraProvider>);

describe('a query answer', () => {
  it('shows a placeholder before the answer, then the content drawn from it', () => {
    const { rerender } = wrap(
      <Loaded data={undefined as string[] | undefined} error={undefined} onRetry={() => undefined}>
        {(names) => <p>{names.join(', ')}</p>}
      </Loaded>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Asha, Ravi')).toBeNull();

    rerender(
      <ChakraProvider value={defaultSystem}>
        <Loaded data={['Asha', 'Ravi']} error={undefined} onRetry={() => undefined}>
          {(names) => <p>{names.join(', ')}</p>}
        </Loaded>
      </ChakraProvider>,
    );
    expect(screen.getByText('Asha, Ravi')).toBeTruthy();
  });

  it('explains a failure, even over an earlier answer, and asks again on "Try again"', () => {
    const onRetry = jest.fn();
    wrap(
      <Loaded data={['stale']} error={{ status: 'FETCH_ERROR', error: 'offline' }} onRetry={onRetry}>
        {(names) => <p>{names.join(', ')}</p>}
      </Loaded>,
    );

    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByText('stale')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
