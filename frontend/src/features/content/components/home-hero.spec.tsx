import '../../../test/dom-environment';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { makeStore } from '../../../app/store';
import { HomeHero } from './home-hero';

function renderHero(hero: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: hero }]);
  render(
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('home hero', () => {
  it('shows the headline and the link to all art', () => {
    renderHero(<HomeHero />);

    expect(screen.getByRole('heading', { level: 1, name: 'Transform Your Space With Curated Art' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse All Art' }).getAttribute('href')).toBe('/collection/all');
  });

  it('places the given actions beside the link to all art, drawn as the hero asks', () => {
    function Actions({ className }: { className: string }) {
      return (
        <button type="button" className={className}>
          Try me
        </button>
      );
    }

    renderHero(<HomeHero Actions={Actions} />);

    const hero = screen.getByRole('region', { name: 'Transform Your Space With Curated Art' });
    const action = within(hero).getByRole('button', { name: 'Try me' });
    expect(action.parentElement).toBe(within(hero).getByRole('link', { name: 'Browse All Art' }).parentElement);
    // A large outline pill (in jest a CSS module's class names are the names themselves).
    expect(action.classList).toContain('outline');
    expect(action.classList).toContain('lg');
    expect(action.classList).toContain('pill');
  });
});
