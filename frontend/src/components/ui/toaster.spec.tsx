import '../../test/dom-environment';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { Toaster } from './toaster';
import { toast, TOAST_DURATION_MS } from './toast-store';

function renderToaster() {
  return render(
    <AppProviders store={makeStore()}>
      <Toaster />
    </AppProviders>,
  );
}

afterEach(() => {
  jest.useRealTimers();
});

describe('toasts', () => {
  it('shows a title and description at the top of a phone screen, with a close button', async () => {
    renderToaster();

    act(() => {
      toast({ title: 'Added to Wishlist', description: 'Monsoon Reverie is in your wishlist' });
    });

    const region = await screen.findByRole('region', { name: /Notifications, top/ });
    await within(region).findByText('Added to Wishlist');
    expect(within(region).getByText('Monsoon Reverie is in your wishlist')).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(within(region).queryByText('Added to Wishlist')).toBeNull());
  });

  it('keeps only one toast on screen: a new one replaces the last', async () => {
    renderToaster();

    act(() => {
      toast({ title: 'First notice' });
    });
    await screen.findByText('First notice');
    act(() => {
      toast({ title: 'Order not found', variant: 'destructive' });
    });

    await screen.findByText('Order not found');
    await waitFor(() => expect(screen.queryByText('First notice')).toBeNull());
  });

  it('shows the destructive variant as an error', async () => {
    renderToaster();

    act(() => {
      toast({ title: 'Error placing order', variant: 'destructive' });
    });

    const title = await screen.findByText('Error placing order');
    expect(title.closest('[data-type]')?.getAttribute('data-type')).toBe('error');
  });

  it('closes by itself after 5 seconds', async () => {
    jest.useFakeTimers();
    renderToaster();

    act(() => {
      toast({ title: 'Removed from Wishlist' });
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByText('Removed from Wishlist')).toBeTruthy();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(TOAST_DURATION_MS + 1000);
    });
    expect(screen.queryByText('Removed from Wishlist')).toBeNull();
  });

  it('offers a link to a page of the shop, which closes the toast when followed', async () => {
    const router = createMemoryRouter(
      [
        { path: '/product/1', element: <Toaster /> },
        { path: '/cart', element: <Toaster /> },
      ],
      { initialEntries: ['/product/1'] },
    );
    render(
      <AppProviders store={makeStore()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    act(() => {
      toast({ title: 'Added to Cart', link: { label: 'View Cart', to: '/cart' } });
    });
    const link = await screen.findByRole('link', { name: 'View Cart' });
    expect(link.getAttribute('href')).toBe('/cart');

    fireEvent.click(link);

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    await waitFor(() => expect(screen.queryByText('Added to Cart')).toBeNull());
  });
});
