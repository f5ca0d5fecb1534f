import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../app/routes.tsx';

/* /login/{id} through the site's route table, with a stand-in <ky-wallet> that answers loginWithLink. */

const linkA = 'A'.repeat(43);
const linkB = 'B'.repeat(43);

describe('the automated log-in page', () => {
  afterEach(() => {
    cleanup();
    document.querySelector('ky-wallet')?.remove();
  });

  it('starts over for another link opened from its page: its own log-in, its own answer', async () => {
    if (!customElements.get('ky-wallet')) customElements.define('ky-wallet', class extends HTMLElement {});
    const loginWithLink = vi.fn((id: string) => (id === linkA ? Promise.reject(Object.assign(new Error('used'), { code: 'login_link_used' })) : new Promise(() => {})));
    document.body.append(Object.assign(document.createElement('ky-wallet'), { loginWithLink }));
    const router = createMemoryRouter(createRoutes(), { initialEntries: [`/login/${linkA}`] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'This log-in link was already used' })).toBeTruthy();

    await act(() => router.navigate(`/login/${linkB}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Automatic log-in' })).toBeTruthy();
    await waitFor(() => expect(loginWithLink).toHaveBeenLastCalledWith(linkB));
    expect(screen.getByRole('status').textContent).toBe('Logging you in…');
  });
});
