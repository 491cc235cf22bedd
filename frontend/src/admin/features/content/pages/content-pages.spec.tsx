import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiStaffBlogPost } from '@shop/contracts';
import { jsonResponse, restoreFetch, stubFetch } from '../../../../test/fetch-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffMe } from '../../../test/staff-fixtures';

afterEach(() => restoreFetch());

const SETTINGS = {
  settings: {
    shopName: 'Curated Art & Decor',
    contact: { email: 'hello@curatedartdecor.in', phone: '+91 98200 12345' },
    socialLink: 'https://www.instagram.com/curatedartdecor',
    address: null,
    gst: null,
  },
  version: 3,
};

const POST: ApiStaffBlogPost = {
  id: 5,
  title: 'Framing 101',
  slug: 'framing-101',
  excerpt: 'How to frame a print.',
  content: 'First paragraph.\n\n<script>alert(1)</script> **bold**',
  author: 'Priya Nair',
  category: 'Interior Design',
  tags: ['framing'],
  featured: false,
  publishDate: '2025-03-05',
  date: '2025-03-05',
  image: '/media/blog/framing.webp',
  published: false,
  version: 2,
};

describe('the back office content pages', () => {
  it('saves the settings with their version, an empty address as none, and offers a reload on a conflict', async () => {
    const bodies: unknown[] = [];
    stubFetch(async (url, init) => {
      if (url === '/api/admin/auth/me') return jsonResponse(staffMe('owner'));
      if (url === '/api/admin/settings' && init?.method === 'PUT') {
        bodies.push(JSON.parse(String(init.body)));
        return bodies.length === 1
          ? jsonResponse({ ...SETTINGS, settings: { ...SETTINGS.settings, contact: { ...SETTINGS.settings.contact, phone: '+91 22 4000 1234' } }, version: 4 })
          : jsonResponse({ statusCode: 409, message: "The shop's settings were changed by someone else; reload them" }, { status: 409 });
      }
      if (url === '/api/admin/settings') return jsonResponse(SETTINGS);
      return jsonResponse({ statusCode: 404, message: 'Not found' }, { status: 404 });
    });
    renderRoute('/admin/settings');

    const phone = await screen.findByRole('textbox', { name: 'Contact phone' });
    fireEvent.change(phone, { target: { value: '+91 22 4000 1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved.');
    expect(bodies[0]).toEqual({ version: 3, settings: { ...SETTINGS.settings, contact: { email: 'hello@curatedartdecor.in', phone: '+91 22 4000 1234' } } });

    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('changed by someone else');
    expect(within(alert).getByRole('button', { name: /Reload settings/ })).toBeTruthy();
    expect((bodies[1] as { version: number }).version).toBe(4);
  });

  it('keeps the settings from a catalogue user: they are not in the navigation and the page sends them to their own', async () => {
    stubFetch(async (url) => (url === '/api/admin/auth/me' ? jsonResponse(staffMe('catalogue')) : jsonResponse([])));
    const { router } = renderRoute('/admin/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
  });

  it("previews a post's body as the storefront shows it: its Markdown drawn, HTML shown as text", async () => {
    stubFetch(async (url) => {
      if (url === '/api/admin/auth/me') return jsonResponse(staffMe('catalogue'));
      if (url === '/api/admin/blog-posts') return jsonResponse([POST]);
      return jsonResponse({ statusCode: 404, message: 'Not found' }, { status: 404 });
    });
    renderRoute('/admin/blog/5');

    await screen.findByRole('heading', { level: 1, name: 'Framing 101' });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect([...preview.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual(['First paragraph.', '<script>alert(1)</script> bold']);
    expect(preview.querySelector('strong')?.textContent).toBe('bold');
    expect(preview.querySelector('script')).toBeNull();
  });

  it('lists posts as drafts, scheduled or published', async () => {
    stubFetch(async (url) => {
      if (url === '/api/admin/auth/me') return jsonResponse(staffMe('manager'));
      if (url === '/api/admin/blog-posts') return jsonResponse([POST, { ...POST, id: 6, title: 'Later', slug: 'later', published: true, publishDate: '2999-01-01' }]);
      return jsonResponse({ statusCode: 404, message: 'Not found' }, { status: 404 });
    });
    renderRoute('/admin/blog');

    const table = await screen.findByRole('table', { name: 'Blog posts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0].textContent).toContain('Draft');
    expect(rows[1].textContent).toContain('Scheduled');
    expect(within(rows[0]).getByRole('link', { name: 'Framing 101' }).getAttribute('href')).toBe('/admin/blog/5');
  });
});
