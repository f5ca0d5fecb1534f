import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeferHydration, deferDuringHydration } from './DeferHydration.tsx';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      clicked {count}
    </button>
  );
}

function Page() {
  return (
    <>
      <h1>header</h1>
      <DeferHydration>
        <p>content</p>
        <DeferHydration>
          <Counter />
        </DeferHydration>
      </DeferHydration>
    </>
  );
}

describe('DeferHydration', () => {
  it('renders its children at once outside a first hydration', () => {
    render(<Page />);
    expect(screen.getByText('content')).toBeTruthy();
    expect(screen.getByRole('button').textContent).toBe('clicked 0');
  });

  it('hydrates its children in later tasks (a nested part after its parent), keeping their prerendered nodes, and then they respond', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const prerendered = container.querySelector('button');

    const hydrated = deferDuringHydration();
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    await hydrated;

    const button = container.querySelector('button');
    expect(button).toBe(prerendered);
    await act(async () => {
      button?.click();
    });
    expect(button?.textContent).toBe('clicked 1');
    container.remove();
  });
});
