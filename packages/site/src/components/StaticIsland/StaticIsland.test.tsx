import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferHydration, deferDuringHydration } from '../DeferHydration/DeferHydration.tsx';
import { StaticIsland } from './StaticIsland.tsx';

/** Counts its renders: a kept island must not run its components. */
let cardRenders = 0;
function Card({ name }: { name: string }) {
  cardRenders++;
  return (
    <article>
      <Link to={`/games/${name}`}>{name}</Link>
    </article>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Catalogue() {
  const [filter, setFilter] = useState('all');
  const names = filter === 'all' ? ['mines', 'dice'] : ['dice'];
  return (
    <>
      <button type="button" onClick={() => setFilter('dice')}>
        only dice
      </button>
      <button type="button" onClick={() => setFilter('all')}>
        all games
      </button>
      <Where />
      <DeferHydration>
        <StaticIsland id="cards" version={filter}>
          <ul>
            {names.map((name) => (
              <li key={name}>
                <Card name={name} />
              </li>
            ))}
          </ul>
        </StaticIsland>
      </DeferHydration>
    </>
  );
}

const page = (
  <MemoryRouter initialEntries={['/games']}>
    <Routes>
      <Route path="*" element={<Catalogue />} />
    </Routes>
  </MemoryRouter>
);

/** The page prerendered into a container in the document, then hydrated as main.tsx does. */
async function hydratePrerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const prerendered = container.querySelector('ul');
  cardRenders = 0;
  const hydrated = deferDuringHydration();
  await act(async () => {
    hydrateRoot(container, page);
  });
  await hydrated;
  return { container, prerendered };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('StaticIsland', () => {
  it('renders its children outside a first hydration', () => {
    cardRenders = 0;
    render(page);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['mines', 'dice']);
    expect(cardRenders).toBe(2);
  });

  it('keeps the prerendered nodes without running its components, and its links navigate client-side', async () => {
    const { container, prerendered } = await hydratePrerendered();
    expect(container.querySelector('ul')).toBe(prerendered);
    expect(cardRenders).toBe(0);

    const link = screen.getByRole('link', { name: 'dice' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/games/dice');
  });

  it('leaves a modified click (new tab) to the browser', async () => {
    await hydratePrerendered();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    screen.getByRole('link', { name: 'mines' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/games');
  });

  it('renders its children once its version changes', async () => {
    const { container } = await hydratePrerendered();
    await act(async () => {
      screen.getByRole('button', { name: 'only dice' }).click();
    });
    expect(cardRenders).toBe(1);
    expect([...container.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['dice']);
    // Rendered links are the router's own again.
    await act(async () => {
      screen.getByRole('link', { name: 'dice' }).click();
    });
    expect(screen.getByTestId('where').textContent).toBe('/games/dice');
  });

  it('renders its children when its version comes back to the prerendered one (filters cleared, Back)', async () => {
    const { container } = await hydratePrerendered();
    await act(async () => {
      screen.getByRole('button', { name: 'only dice' }).click();
    });
    await act(async () => {
      screen.getByRole('button', { name: 'all games' }).click();
    });
    // The prerendered nodes are gone since the first change: the cards are rendered, not an empty island.
    expect([...container.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['mines', 'dice']);
  });
});
