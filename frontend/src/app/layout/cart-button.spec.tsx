import { renderRoute } from '../../test/render-route';
import { act, screen, within } from '@testing-library/react';
import { CART_STORAGE_KEY, CART_UPDATED_EVENT } from '../../features/cart/model/cart-storage';

const line = (productId: number, quantity: number) => ({
  productId,
  quantity,
  size: '18X14',
  medium: 'Museum-Grade Canvas',
  framing: 'No Frame',
  totalPrice: 3149,
});

afterEach(() => localStorage.clear());

function cartLink(): HTMLElement {
  return within(screen.getByRole('banner')).getByRole('link', { name: /^Cart/ });
}

describe('header cart', () => {
  it('shows no badge while the cart is empty', async () => {
    renderRoute('/no-such-page');
    await screen.findByRole('heading', { name: '404 Page Not Found' });

    expect(cartLink().getAttribute('aria-label')).toBe('Cart');
    expect(cartLink().textContent).toBe('');
  });

  it('counts every item of every line in the browser cart', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line(1, 2), line(4, 1)]));
    renderRoute('/no-such-page');
    await screen.findByRole('heading', { name: '404 Page Not Found' });

    expect(cartLink().getAttribute('aria-label')).toBe('Cart, 3 items');
    expect(cartLink().textContent).toBe('3');
  });

  it('refreshes when this tab announces a cart update', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line(1, 1)]));
    renderRoute('/no-such-page');
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    expect(cartLink().textContent).toBe('1');

    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line(1, 1), line(7, 4)]));
      window.dispatchEvent(new Event(CART_UPDATED_EVENT));
    });

    expect(cartLink().textContent).toBe('5');
    expect(cartLink().getAttribute('aria-label')).toBe('Cart, 5 items');
  });

  it('refreshes when another tab changes the cart', async () => {
    renderRoute('/no-such-page');
    await screen.findByRole('heading', { name: '404 Page Not Found' });

    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line(3, 1)]));
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });

    expect(cartLink().getAttribute('aria-label')).toBe('Cart, 1 item');

    act(() => {
      localStorage.removeItem(CART_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(cartLink().getAttribute('aria-label')).toBe('Cart');
  });
});
