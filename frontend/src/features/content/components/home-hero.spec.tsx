import '../../../test/dom-environment';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
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

  it('places the given actions beside it, in the hero style', () => {
    const received: ButtonProps[] = [];
    function Actions(props: ButtonProps) {
      received.push(props);
      return <Button {...props}>Try me</Button>;
    }

    renderHero(<HomeHero Actions={Actions} />);

    const hero = screen.getByRole('region', { name: 'Transform Your Space With Curated Art' });
    expect(hero.contains(screen.getByRole('button', { name: 'Try me' }))).toBe(true);
    expect(received[0]).toMatchObject({ size: 'lg', variant: 'outline' });
  });
});
