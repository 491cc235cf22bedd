import { renderRoute } from '../../test/render-route';
import { act, screen } from '@testing-library/react';
import { catalogApi } from '../../test/catalog-fixtures';
import { restoreFetch, stubFetch } from '../../test/fetch-stub';
import { PAGE_TRANSITION_MS } from './site-layout';

afterEach(() => {
  restoreFetch();
  jest.useRealTimers();
});

describe('page transitions', () => {
  it('scroll to the top and show a skeleton for 300 ms before the next page', async () => {
    stubFetch(catalogApi());
    const { router } = renderRoute('/no-such-page');
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    const scrollTo = jest.spyOn(window, 'scrollTo');
    jest.useFakeTimers();

    await act(() => router.navigate('/another-missing-page'));

    expect(screen.getByRole('status', { name: 'Loading page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    act(() => {
      jest.advanceTimersByTime(PAGE_TRANSITION_MS);
    });

    expect(screen.queryByRole('status', { name: 'Loading page' })).toBeNull();
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });

  it('are not triggered by a change of query only, such as the next page of a collection', async () => {
    stubFetch(catalogApi());
    const { router } = renderRoute('/collection/all');
    await screen.findByRole('heading', { level: 1, name: 'All Collection' });

    await act(() => router.navigate('/collection/all?sort=newest'));

    expect(screen.queryByRole('status', { name: 'Loading page' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'All Collection' })).toBeTruthy();
  });
});
