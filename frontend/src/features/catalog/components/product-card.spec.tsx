import '../../../test/dom-environment';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ApiProduct } from '@shop/contracts';
import { AppProviders } from '../../../app/providers';
import { makeStore } from '../../../app/store';
import { makeProduct } from '../../../test/catalog-fixtures';
import { ProductCard } from './product-card';

function renderCard(product: ApiProduct) {
  const router = createMemoryRouter([{ path: '*', element: <ProductCard product={product} /> }]);
  render(
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return screen.getByRole('article');
}

describe('product card', () => {
  const monsoon = makeProduct({ id: 1, title: 'Monsoon Reverie', basePrice: 195, artist: 'Aanya Kapoor' });

  it('shows the image, title, 10% off price and the struck-through base price with two decimals', () => {
    const card = renderCard(monsoon);

    expect(within(card).getByRole('heading', { name: 'Monsoon Reverie' })).toBeTruthy();
    expect(within(card).getByText('10% OFF')).toBeTruthy();
    expect(within(card).getByText('₹175.50')).toBeTruthy();
    const original = within(card).getByText('₹195.00');
    expect(original.closest('s')).not.toBeNull();

    const image = within(card).getByRole('img', { name: 'Monsoon Reverie by Aanya Kapoor' });
    expect(image.getAttribute('src')).toBe('/media/products/monsoon-reverie/artwork.webp');
    expect(image.getAttribute('srcset')).toContain('/media/products/monsoon-reverie/artwork-480w.webp 480w');
    expect(image.getAttribute('width')).toBe('1600');
    expect(image.getAttribute('height')).toBe('1244');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
  });

  it('groups large prices the Indian way', () => {
    const card = renderCard(makeProduct({ id: 9, title: 'Grand Durbar', basePrice: 125000 }));

    expect(within(card).getByText('₹1,12,500.00')).toBeTruthy();
    expect(within(card).getByText('₹1,25,000.00')).toBeTruthy();
  });

  it('links the title to the product page with its slug, and Add to Cart to the page without one', () => {
    const card = renderCard(monsoon);

    expect(within(card).getByRole('link', { name: 'Monsoon Reverie' }).getAttribute('href')).toBe(
      '/product/1/monsoon-reverie',
    );
    expect(within(card).getByRole('link', { name: 'Add to Cart' }).getAttribute('href')).toBe('/product/1');
  });

  it('asks a logged-out shopper to log in when the heart is clicked', async () => {
    const card = renderCard(monsoon);

    fireEvent.click(within(card).getByRole('button', { name: 'Add Monsoon Reverie to wishlist' }));

    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(within(dialog).getByText('Please login to add items to your wishlist')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Login with Google' }).hasAttribute('disabled')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
