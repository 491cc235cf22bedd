import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiQuote } from '@shop/contracts';
import { makeProduct } from '../../../../test/catalog-fixtures';
import { jsonResponse, restoreFetch } from '../../../../test/fetch-stub';
import { renderRoute } from '../../../../test/render-route';
import { bodyOf, callsTo, draftQuote, portalServer, project } from '../../../test/trade-fixtures';

afterEach(() => restoreFetch());

const lotus = makeProduct({ id: 3, title: 'Lotus Pond' });
const banyan = makeProduct({ id: 4, title: 'Banyan Shade', availableFrames: ['Oak Frame'] });

const sent: ApiQuote = { ...draftQuote, status: 'sent', sentAt: '2026-11-04T09:00:00.000Z', version: 2 };

describe('building a quote', () => {
  it('configures catalogue prints, sends what to quote without any price, and opens the priced draft', async () => {
    const fetch = portalServer((url, init) => {
      if (url.startsWith('/api/designer/projects?') || url === '/api/designer/projects') return jsonResponse([project]);
      if (url.startsWith('/api/products?')) return jsonResponse([lotus, banyan]);
      if (url === '/api/designer/quotes' && init?.method === 'POST') return jsonResponse(draftQuote, { status: 201 });
      if (url === '/api/designer/quotes/21') return jsonResponse(draftQuote);
      return undefined;
    });
    const { router } = renderRoute('/designer/quotes/new');

    await screen.findByRole('heading', { name: 'New quote' });
    const search = screen.getByRole('search', { name: 'Search prints' });
    fireEvent.change(within(search).getByLabelText('Search prints'), { target: { value: 'lotus' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Lotus Pond' }));
    const panel = screen.getByRole('region', { name: 'Configure Lotus Pond' });
    // The product's own options, as its product page offers them.
    expect(within(within(panel).getByLabelText('Frame')).getAllByRole('option').map((option) => option.textContent)).toEqual(['No Frame', 'Print Only', 'Black Frame']);
    fireEvent.change(within(panel).getByLabelText('Size'), { target: { value: '27X21' } });
    fireEvent.change(within(panel).getByLabelText('Frame'), { target: { value: 'Black Frame' } });
    fireEvent.change(within(panel).getByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add to quote' }));

    fireEvent.click(screen.getByRole('button', { name: 'Choose Banyan Shade' }));
    fireEvent.click(within(screen.getByRole('region', { name: 'Configure Banyan Shade' })).getByRole('button', { name: 'Add to quote' }));

    const lines = screen.getByRole('table', { name: 'Prints in this quote' });
    expect(within(lines).getAllByRole('row')).toHaveLength(3);
    expect(lines.textContent).not.toMatch(/₹/);

    fireEvent.change(screen.getByLabelText(/^Client name/), { target: { value: 'Meera Shah' } });
    fireEvent.change(screen.getByLabelText(/^Client email/), { target: { value: 'meera@example.in' } });
    fireEvent.change(screen.getByLabelText('Project'), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/designer/quotes/21'));
    expect(bodyOf(callsTo(fetch, 'POST', '/api/designer/quotes')[0])).toEqual({
      projectId: 11,
      clientName: 'Meera Shah',
      clientEmail: 'meera@example.in',
      clientPhone: null,
      notes: '',
      items: [
        { productId: 3, size: '27X21', medium: 'Museum-Grade Canvas', frame: 'Black Frame', quantity: 2 },
        { productId: 4, size: '18X14', medium: 'Museum-Grade Canvas', frame: 'No Frame', quantity: 1 },
      ],
    });
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/products?'))).toEqual(['/api/products?q=lotus&limit=6']);
  });
});

describe('a quote’s page', () => {
  it('shows the server’s prices and sends a draft with the version shown', async () => {
    const fetch = portalServer((url) => {
      if (url.startsWith('/api/designer/projects')) return jsonResponse([project]);
      if (url === '/api/designer/quotes/21/send') return jsonResponse(sent);
      if (url === '/api/designer/quotes/21') return jsonResponse(draftQuote);
      return undefined;
    });
    renderRoute('/designer/quotes/21');

    await screen.findByRole('heading', { name: 'Quote Q-2611-4K7P' });
    const row = within(screen.getByRole('table', { name: 'Quoted prints' })).getAllByRole('row')[1];
    expect(row.textContent).toContain('₹2,700.00');
    expect(row.textContent).toContain('₹2,295.00');
    expect(row.textContent).toContain('₹4,590.00');
    const totals = screen.getByLabelText('Quote totals');
    expect(totals.textContent).toContain('Trade discount (15%)');
    expect(totals.textContent).toContain('−₹810.00');
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe('/api/designer/quotes/21/pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Send to client' }));

    expect((await screen.findByRole('status')).textContent).toContain('Sent');
    expect(bodyOf(callsTo(fetch, 'POST', '/api/designer/quotes/21/send')[0])).toEqual({ version: 1 });
  });

  it('withdraws a sent quote, and revises it into the new draft’s page', async () => {
    const revision: ApiQuote = { ...draftQuote, id: 22, quoteNumber: 'Q-2611-4K7P-R2', revision: 2 };
    const fetch = portalServer((url) => {
      if (url.startsWith('/api/designer/projects')) return jsonResponse([project]);
      if (url === '/api/designer/quotes/21/withdraw') return jsonResponse({ ...sent, status: 'withdrawn', version: 3 });
      if (url === '/api/designer/quotes/21/revise') return jsonResponse(revision, { status: 201 });
      if (url === '/api/designer/quotes/21') return jsonResponse(sent);
      if (url === '/api/designer/quotes/22') return jsonResponse(revision);
      return undefined;
    });
    const { router } = renderRoute('/designer/quotes/21');

    await screen.findByRole('heading', { name: 'Quote Q-2611-4K7P' });
    expect(screen.queryByRole('button', { name: 'Send to client' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/designer/quotes/21/withdraw')).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'POST', '/api/designer/quotes/21/withdraw')[0])).toEqual({ version: 2 });

    fireEvent.click(await screen.findByRole('button', { name: 'Revise' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/designer/quotes/22'));
    expect(await screen.findByRole('heading', { name: 'Quote Q-2611-4K7P-R2' })).toBeTruthy();
  });

  it('says when a step was refused because the quote changed meanwhile, and reads it again', async () => {
    let reads = 0;
    portalServer((url) => {
      if (url.startsWith('/api/designer/projects')) return jsonResponse([project]);
      if (url === '/api/designer/quotes/21/send') return jsonResponse({ statusCode: 409, message: 'The quote was changed by someone else; reload it' }, { status: 409 });
      if (url === '/api/designer/quotes/21') {
        reads += 1;
        return jsonResponse(draftQuote);
      }
      return undefined;
    });
    renderRoute('/designer/quotes/21');

    fireEvent.click(await screen.findByRole('button', { name: 'Send to client' }));

    expect((await screen.findByRole('alert')).textContent).toContain('changed by someone else');
    await waitFor(() => expect(reads).toBe(2));
  });

  it('lists the quotes of one state', async () => {
    const fetch = portalServer((url) => (url.startsWith('/api/designer/quotes?') ? jsonResponse([sent]) : undefined));
    renderRoute('/designer/quotes?status=sent');

    const table = await screen.findByRole('table', { name: 'Quotes' });
    expect(within(table).getByRole('link', { name: 'Q-2611-4K7P' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Quotes by state' })).getByRole('link', { name: 'Sent' }).getAttribute('aria-current')).toBe('page');
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/designer/quotes?status=sent');
  });
});
