import { render, screen, within } from '@testing-library/react';
import { BlogPostBody } from './blog-post-body';

function renderBody(content: string) {
  const { container } = render(<BlogPostBody content={content} />);
  return container;
}

describe('blog post body', () => {
  it('shows Markdown headings one level below the page title', () => {
    renderBody('# Colour\n\nText.\n\n## Light\n\nMore.');

    expect(screen.getByRole('heading', { level: 2, name: 'Colour' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Light' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows emphasis and strong emphasis', () => {
    const body = renderBody('A *quiet* room and a **bold** wall.');

    expect(body.querySelector('em')?.textContent).toBe('quiet');
    expect(body.querySelector('strong')?.textContent).toBe('bold');
    expect(body.querySelector('p')?.textContent).toBe('A quiet room and a bold wall.');
  });

  it('shows bulleted and numbered lists', () => {
    renderBody('- Canvas\n- Paper\n\n1. Measure\n2. Choose');

    const [bullets, steps] = screen.getAllByRole('list');
    expect(bullets.tagName).toBe('UL');
    expect(within(bullets).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Canvas', 'Paper']);
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Measure', 'Choose']);
  });

  it('opens external links in a new tab and keeps links to the shop in it, both without an opener or referrer', () => {
    renderBody('See [the museum](https://example.org/mithila) and [our prints](/collection/all).');

    const external = screen.getByRole('link', { name: 'the museum' });
    expect(external.getAttribute('href')).toBe('https://example.org/mithila');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    const internal = screen.getByRole('link', { name: 'our prints' });
    expect(internal.getAttribute('href')).toBe('/collection/all');
    expect(internal.getAttribute('target')).toBeNull();
    expect(internal.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows HTML written in the body as text and never runs it', () => {
    const body = renderBody('Before <script>window.ran = true</script> after.\n\n<img src=x onerror="window.ran = true">');

    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')).toBeNull();
    expect(screen.getByText('Before <script>window.ran = true</script> after.')).toBeTruthy();
    expect(screen.getByText('<img src=x onerror="window.ran = true">')).toBeTruthy();
    expect((window as { ran?: boolean }).ran).toBeUndefined();
  });

  it('refuses javascript: and data: links: they stay as the text that was typed', () => {
    const body = renderBody('[click](javascript:alert(1)) [also](JavaScript:alert(1)) [data](data:text/html,hi)');

    expect(body.querySelector('a')).toBeNull();
    expect(body.textContent).toContain('[click](javascript:alert(1))');
  });

  it('shows pictures from the shop\'s media or over https, and only the description of any other', () => {
    const body = renderBody('![Room](/media/rooms/living.webp) ![Gallery](https://example.org/g.jpg) ![Tracker](http://example.org/t.gif)');

    const images = [...body.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/media/rooms/living.webp', 'https://example.org/g.jpg']);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Room', 'Gallery']);
    expect(body.textContent).toContain('Tracker');
  });

  it('reads plain paragraphs, as the built-in posts are written, as paragraphs', () => {
    const body = renderBody('Start with the wall.\n\nLet the room set the mood.');

    expect([...body.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual(['Start with the wall.', 'Let the room set the mood.']);
  });
});
