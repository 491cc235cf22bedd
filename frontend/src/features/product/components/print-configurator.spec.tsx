import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiProduct } from '@shop/contracts';
import { catalogApi, fetchedPaths, makeProduct, sampleProducts } from '../../../test/catalog-fixtures';
import { jsonResponse, restoreFetch, stubFetch, stubResponse } from '../../../test/fetch-stub';
import { pricingAnswer } from '../../../test/pricing-fixtures';
import { renderRoute } from '../../../test/render-route';

const PORTRAIT_SIZES = ['14X18', '21X27', '28X36', '35X45', '42X54'];
/** The sample catalogue with Saffron Horizon offered in its portrait presets. */
const products: ApiProduct[] = sampleProducts.map((product) =>
  product.id === 2 ? makeProduct({ ...product, availableSizes: PORTRAIT_SIZES }) : product,
);

afterEach(() => {
  restoreFetch();
  localStorage.clear();
});

/** Clicks like a shopper: the option cards' state machines react in a microtask after each click. */
async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

function priceArea(): HTMLElement {
  return screen.getByRole('status', { name: 'Price' });
}

/** The query of every pricing request so far. */
function pricingQueries(fetchMock: jest.Mock): URLSearchParams[] {
  return fetchedPaths(fetchMock)
    .filter((url) => url.startsWith('/api/products/pricing?'))
    .map((url) => new URL(url, 'http://shop.test').searchParams);
}

function option(group: string, name: string): HTMLInputElement {
  return within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });
}

async function openProduct(path: string, title: string) {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: title });
  return view;
}

describe('print configurator', () => {
  it('shows the spec’s initial price until the server answers, then the price of the selection', async () => {
    const answers: Array<() => void> = [];
    stubFetch(
      catalogApi({
        pricing: (url) => new Promise<Response>((resolve) => answers.push(() => resolve(pricingAnswer(products, url)))),
      }),
    );
    await openProduct('/product/1/monsoon-reverie', 'Monsoon Reverie');

    const price = priceArea();
    expect(within(price).getByText('₹3,149')).toBeTruthy();
    expect(within(price).getByText('₹3,499').closest('s')).not.toBeNull();
    expect(within(price).getByText('10% OFF')).toBeTruthy();
    expect(within(price).getByText('+ ₹566.82 GST, ₹3,715.82 in all')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to Cart' }).hasAttribute('disabled')).toBe(true);

    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0]());

    // 90% of ₹195 is ₹175.50, shown rounded; GST is 18% of ₹176.
    expect(await within(price).findByText('₹176')).toBeTruthy();
    expect(within(price).getByText('₹195').closest('s')).not.toBeNull();
    expect(within(price).getByText('+ ₹31.68 GST, ₹207.68 in all')).toBeTruthy();
  });

  it('opens at the first size, Museum-Grade Canvas and No Frame, asking for that price with a cache-busting time', async () => {
    const fetchMock = stubFetch(catalogApi({ products }));
    await openProduct('/product/1', 'Monsoon Reverie');
    await within(priceArea()).findByText('₹176');

    expect(option('Size', '18 × 14 in').checked).toBe(true);
    expect(option('Medium', 'Museum-Grade Canvas').checked).toBe(true);
    expect(option('Framing', 'No Frame').checked).toBe(true);
    expect(within(screen.getByRole('radiogroup', { name: 'Framing' })).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'No Frame',
      'Print Only',
      'Black Frame',
    ]);

    const [first, ...others] = pricingQueries(fetchMock);
    expect(others).toEqual([]);
    expect(Object.fromEntries(first)).toEqual({
      productName: 'Monsoon Reverie',
      size: '18X14',
      medium: 'Museum-Grade Canvas',
      frame: 'No Frame',
      productId: '1',
      t: expect.stringMatching(/^\d+$/),
    });
  });

  it('asks for a new price on every change of size, medium and frame, and previews the choice', async () => {
    const fetchMock = stubFetch(catalogApi({ products }));
    await openProduct('/product/1', 'Monsoon Reverie');
    const price = priceArea();
    await within(price).findByText('₹176');

    // 195 × 1.5 = 292.5 → MRP ₹293; 90% is 263.7 → ₹264.
    await click(option('Size', '27 × 21 in'));
    expect(await within(price).findByText('₹264')).toBeTruthy();
    expect(within(price).getByText('₹293')).toBeTruthy();

    // On paper: 292.5 × 0.8 = 234 → ₹234; 90% is 210.6 → ₹211.
    await click(option('Medium', 'Fine Art Paper'));
    expect(await within(price).findByText('₹211')).toBeTruthy();

    // A black frame adds ₹110: MRP ₹344; 90% is 309.6 → ₹310.
    await click(option('Framing', 'Black Frame'));
    expect(await within(price).findByText('₹310')).toBeTruthy();
    expect(within(price).getByText('₹344')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview: Monsoon Reverie as a 27 × 21 in print on Fine Art Paper, Black Frame' })).toBeTruthy();

    const queries = pricingQueries(fetchMock);
    expect(queries.map((query) => [query.get('size'), query.get('medium'), query.get('frame')])).toEqual([
      ['18X14', 'Museum-Grade Canvas', 'No Frame'],
      ['27X21', 'Museum-Grade Canvas', 'No Frame'],
      ['27X21', 'Fine Art Paper', 'No Frame'],
      ['27X21', 'Fine Art Paper', 'Black Frame'],
    ]);
    // Only the first load carries the cache-busting time.
    expect(queries.map((query) => query.has('t'))).toEqual([true, false, false, false]);
  });

  it('resets the size to the first size of the next product’s orientation', async () => {
    const fetchMock = stubFetch(catalogApi({ products }));
    const { router } = await openProduct('/product/1', 'Monsoon Reverie');
    await within(priceArea()).findByText('₹176');
    await click(option('Size', '27 × 21 in'));
    await within(priceArea()).findByText('₹264');

    await act(async () => {
      await router.navigate('/product/2/saffron-horizon');
    });
    await screen.findByRole('heading', { level: 1, name: 'Saffron Horizon' });

    expect(option('Size', '14 × 18 in').checked).toBe(true);
    expect(within(screen.getByRole('radiogroup', { name: 'Size' })).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(
      PORTRAIT_SIZES,
    );
    // 90% of ₹320 is ₹288.
    expect(await within(priceArea()).findByText('₹288')).toBeTruthy();
    const last = pricingQueries(fetchMock).at(-1);
    expect([last?.get('productId'), last?.get('size'), last?.has('t')]).toEqual(['2', '14X18', true]);
  });

  it('explains a selection the server will not price and refuses to add it to the cart', async () => {
    stubFetch(
      catalogApi({
        pricing: () => jsonResponse({ statusCode: 400, message: 'Size 18X14 is not offered' }, { status: 400, statusText: 'Bad Request' }),
      }),
    );
    await openProduct('/product/1', 'Monsoon Reverie');

    expect(await within(priceArea()).findByText('Price not available for this selection')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Cannot add to cart')).toBeTruthy();
    expect(screen.getByText('Please select size and other options first')).toBeTruthy();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('says so when the price cannot be fetched, or the answer holds no price', async () => {
    stubFetch(catalogApi({ pricing: () => stubResponse('pricing is down', { status: 503, statusText: 'Service Unavailable' }) }));
    const first = await openProduct('/product/1', 'Monsoon Reverie');
    expect(await within(priceArea()).findByText('Error fetching price')).toBeTruthy();
    first.unmount();
    restoreFetch();

    stubFetch(catalogApi({ pricing: () => jsonResponse({ mrp: 3499 }) }));
    await openProduct('/product/1', 'Monsoon Reverie');
    expect(await within(priceArea()).findByText('Price not available')).toBeTruthy();
  });

  it('adds the configured print to the cart, merging the same configuration, and updates the header', async () => {
    stubFetch(catalogApi({ products }));
    await openProduct('/product/1', 'Monsoon Reverie');
    await within(priceArea()).findByText('₹176');
    const addButton = screen.getByRole('button', { name: 'Add to Cart' });

    await click(addButton);

    expect(await screen.findByText('Added to Cart')).toBeTruthy();
    expect(screen.getByText('1 × Monsoon Reverie, 18 × 14 in, Museum-Grade Canvas, No Frame')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/cart');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
      { productId: 1, quantity: 1, size: '18X14', medium: 'Museum-Grade Canvas', framing: 'No Frame', totalPrice: 176 },
    ]);
    const cartLink = within(screen.getByRole('banner')).getByRole('link', { name: /^Cart/ });
    expect(cartLink.getAttribute('aria-label')).toBe('Cart, 1 item');

    const quantity = screen.getByRole('group', { name: 'Quantity' });
    await click(within(quantity).getByRole('button', { name: 'Increase quantity' }));
    expect(within(quantity).getByText('2')).toBeTruthy();
    await click(addButton);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
      { productId: 1, quantity: 3, size: '18X14', medium: 'Museum-Grade Canvas', framing: 'No Frame', totalPrice: 176 },
    ]);

    await click(option('Framing', 'Black Frame'));
    // 195 + 110 = ₹305 MRP; 90% is 274.5 → ₹275.
    await within(priceArea()).findByText('₹275');
    await click(addButton);

    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')[1]).toEqual({
      productId: 1,
      quantity: 2,
      size: '18X14',
      medium: 'Museum-Grade Canvas',
      framing: 'Black Frame',
      totalPrice: 275,
    });
    expect(cartLink.getAttribute('aria-label')).toBe('Cart, 5 items');
  });
});
