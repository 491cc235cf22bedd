import { fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import '../../../test/dom-environment';
import { AppProviders } from '../../../app/providers';
import { makeStore } from '../../../app/store';
import { jsonResponse, restoreFetch, stubFetch } from '../../../test/fetch-stub';
import { CheckDelivery } from './check-delivery';

const PROMISES: Record<string, unknown> = {
  '110003': {
    pincode: '110003',
    city: 'Delhi',
    state: 'Delhi',
    zone: 'metro',
    serviceable: true,
    codAllowed: true,
    dispatchBy: '2025-11-24',
    deliveredBy: '2025-11-27',
    deliveredByLabel: 'Thu, 27 Nov',
  },
  '686001': {
    pincode: '686001',
    city: 'Kottayam',
    state: 'Kerala',
    zone: 'rest-of-india',
    serviceable: true,
    codAllowed: false,
    dispatchBy: '2025-11-24',
    deliveredBy: '2025-11-29',
    deliveredByLabel: 'Sat, 29 Nov',
  },
  '744301': {
    pincode: '744301',
    city: 'Nicobar',
    state: 'Andaman and Nicobar Islands',
    zone: 'remote',
    serviceable: false,
    codAllowed: false,
    dispatchBy: null,
    deliveredBy: null,
    deliveredByLabel: null,
  },
};

function stubPromises() {
  return stubFetch(async (url) => {
    const [path, query = ''] = url.split('?');
    const pincode = new URLSearchParams(query).get('pincode') ?? '';
    if (path !== '/api/delivery-promise') return jsonResponse({ statusCode: 404, message: 'Not found' }, { status: 404 });
    const promise = PROMISES[pincode];
    return promise
      ? jsonResponse(promise)
      : jsonResponse({ statusCode: 404, message: `PIN code ${pincode} is not in the India Post directory. Please check it.` }, { status: 404, statusText: 'Not Found' });
  });
}

function renderBox() {
  return render(
    <AppProviders store={makeStore()}>
      <CheckDelivery />
    </AppProviders>,
  );
}

const pinField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Check delivery' });
function checkPin(pincode: string) {
  fireEvent.change(pinField(), { target: { value: pincode } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
}

beforeEach(() => localStorage.clear());
afterEach(restoreFetch);

describe('CheckDelivery', () => {
  it('promises the day the server computed for the PIN code, and says cash on delivery is taken', async () => {
    const fetchMock = stubPromises();
    renderBox();
    checkPin('110003');
    await screen.findByText('Delivered by Thu, 27 Nov');
    expect(screen.getByRole('status').textContent).toContain('To Delhi, Delhi. Cash on delivery available.');
    expect(fetchMock).toHaveBeenCalledWith('/api/delivery-promise?pincode=110003', expect.anything());
  });

  it('says where cash on delivery is not taken', async () => {
    stubPromises();
    renderBox();
    checkPin('686001');
    await screen.findByText('Delivered by Sat, 29 Nov');
    expect(screen.getByRole('status').textContent).toContain('Cash on delivery is not available here; pay online.');
  });

  it('says the shop does not deliver to a PIN code it does not serve, and gives no date', async () => {
    stubPromises();
    renderBox();
    checkPin('744301');
    await screen.findByText('Sorry, we do not deliver to PIN code 744301 yet.');
    expect(screen.queryByText(/Delivered by/)).toBeNull();
  });

  it('shows the server’s words for a PIN code that does not exist', async () => {
    stubPromises();
    renderBox();
    checkPin('999999');
    await screen.findByText('PIN code 999999 is not in the India Post directory. Please check it.');
  });

  it('asks nothing for a PIN code that is not six digits, and keeps only digits as the shopper types', async () => {
    const fetchMock = stubPromises();
    renderBox();
    checkPin('1100');
    const message = await screen.findByText('Please enter a valid 6-digit PIN code');
    expect(pinField().getAttribute('aria-invalid')).toBe('true');
    expect(pinField().getAttribute('aria-errormessage')).toBe(message.id);
    fireEvent.change(pinField(), { target: { value: '11 00-03x9' } });
    expect(pinField().value).toBe('110003');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the PIN code checked last, as on the product page before the cart', async () => {
    stubPromises();
    const first = renderBox();
    checkPin('110003');
    await screen.findByText('Delivered by Thu, 27 Nov');
    first.unmount();
    renderBox();
    await waitFor(() => expect(pinField().value).toBe('110003'));
  });
});
