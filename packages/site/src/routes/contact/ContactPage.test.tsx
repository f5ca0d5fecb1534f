import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../app/routes.tsx';

/* /contact through the site's route table, with the API's answer stubbed at `fetch`. */

describe('the contact page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('drops an earlier send’s failure once the fields say what is wrong now', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}', { status: 500 }))));
    const user = userEvent.setup();
    render(<RouterProvider router={createMemoryRouter(createRoutes(), { initialEntries: ['/contact'] })} />);
    const first = await screen.findByLabelText(/First name/);
    await user.type(first, 'Ann');
    await user.type(screen.getByLabelText(/Last name/), 'Lee');
    await user.type(screen.getByLabelText(/Email address/), 'ann@example.com');
    await user.type(screen.getByLabelText(/Your message/), 'Hello');
    await user.click(screen.getByLabelText(/I have read and agree/));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message could not be sent. Please try again.')).toBeTruthy();

    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Your message could not be sent. Please try again.')).toBeNull());
    expect(document.activeElement).toBe(first);
  });
});
