import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MULTIPLIER_SCALE, WHEEL_RISKS } from '@ky-wallet/games/contract';
import { floats, minesPositions, sha256Hex, verifyRound, WHEEL_SEGMENT_COUNT, WHEEL_SEGMENTS } from '@ky-wallet/games/fair';
import { createRoutes } from '../../app/routes.tsx';
import { CATALOGUES } from '../../i18n/testing.ts';

/** The site at `url`, in memory, with its real route table and loaders. */
function renderAt(url: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const SEED = '5f2b7d0c9e8a4b1d3c6f7a8e9b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c';

describe('the fairness page', () => {
  afterEach(() => cleanup());

  it('recomputes a dice round from a link at once, and checks the hash', async () => {
    const hash = await sha256Hex(SEED);
    renderAt(`/fairness?game=original-dice&server_seed=${SEED}&server_seed_hash=${hash}&client_seed=abc&nonce=3&direction=over&target=50.49`);
    const outcome = await screen.findByTestId('fair-outcome');
    const expected = await verifyRound('original-dice', { serverSeed: SEED, clientSeed: 'abc', nonce: 3, params: { direction: 'over', target: 5049 } });
    await waitFor(() => expect(outcome.textContent).toContain((expected.outcome.result / 100).toFixed(2)));
    expect(outcome.textContent).toContain(expected.outcome.won ? 'Roll Over 50.49 wins at 2.0000×.' : 'Roll Over 50.49 loses.');
    expect(screen.getByTestId('fair-hash').textContent).toBe(hash);
    expect(screen.getByTestId('fair-hash-check').textContent).toBe('It matches the hash shown before the round: the seed was fixed in advance.');
    expect(document.title).toBe('Verify a round | KY Gaming');
  });

  it("recomputes a wheel spin's segment and multiplier, in ten-thousandths as every game's", async () => {
    renderAt(`/fairness?game=original-wheel&server_seed=${SEED}&client_seed=abc&nonce=0&risk=medium`);
    const outcome = await screen.findByTestId('fair-outcome');
    const expected = await verifyRound('original-wheel', { serverSeed: SEED, clientSeed: 'abc', nonce: 0, params: { risk: 'medium' } });
    expect(expected.outcome).toEqual({ segment: 26, multiplier: 15_000 });
    await waitFor(() => expect(outcome.textContent).toBe('1.50×Segment 26 of the Medium risk wheel (0 to 49, clockwise from the pointer).'));
    expect(screen.getByText(/^Multipliers are whole numbers of ten-thousandths of the bet in every game/).textContent).toContain('10000 is 1×, 15000 is 1.5×');
  });

  it.each([
    ['', 'en'],
    ['/zh-tw', 'zh-tw'],
    ['/zh-cn', 'zh-cn'],
    ['/de-ch', 'de-ch'],
  ] as const)('publishes every segment\'s multiplier on each wheel, the engine\'s own table (%s %s)', async (prefix, locale) => {
    renderAt(`${prefix}/fairness`);
    const messages = CATALOGUES[locale];
    const table = await screen.findByRole('table', { name: messages['fair.wheelTable.caption'] });
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(within(head as HTMLElement).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      messages['fair.wheelTable.segment'],
      ...WHEEL_RISKS.map((risk) => messages[`volatility.${risk}`]),
    ]);
    expect(rows).toHaveLength(WHEEL_SEGMENT_COUNT);
    const published = Object.fromEntries(WHEEL_RISKS.map((risk) => [risk, [] as number[]]));
    rows.forEach((row, segment) => {
      expect(within(row).getByRole('rowheader').textContent).toBe(String(segment));
      within(row)
        .getAllByRole('cell')
        .forEach((cell, column) => {
          expect(cell.textContent).toMatch(/^\d+\.\d\d×$/);
          published[WHEEL_RISKS[column] as string]?.push(Math.round(Number(cell.textContent?.replace('×', '')) * MULTIPLIER_SCALE));
        });
    });
    expect(published).toEqual(WHEEL_SEGMENTS);
  });

  it('does not verify a link with values it cannot read: the form shows them to fix (no false "needs Web Crypto")', async () => {
    renderAt(`/fairness?game=original-dice&server_seed=${SEED}&client_seed=x&nonce=-1&direction=over&target=99.95`);
    expect(await screen.findByText('Some values of this link could not be read, or are out of range: check the form, then verify.')).toBeTruthy();
    expect(screen.queryByText(/Web Crypto/)).toBeNull();
    expect(screen.queryByTestId('fair-outcome')).toBeNull();
    const nonce = screen.getByLabelText('Nonce');
    expect(nonce).toHaveProperty('value', '-1');
    expect(nonce.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Target')).toHaveProperty('value', '99.95');
    expect(screen.getByLabelText('Target').getAttribute('aria-invalid')).toBe('true');
  });

  it('says the seed is still secret when a link brings only its hash', async () => {
    renderAt('/fairness?game=original-wheel&server_seed_hash=00ff&client_seed=abc&nonce=0&risk=high');
    expect(await screen.findByText(/The server seed of this round is still secret\./)).toBeTruthy();
    expect(screen.getByLabelText('Risk')).toHaveProperty('value', 'high');
    expect(screen.queryByTestId('fair-outcome')).toBeNull();
  });

  it('verifies a mines board typed in by hand, and flags a hash that differs', async () => {
    const user = userEvent.setup();
    const router = renderAt('/fairness');
    await user.selectOptions(await screen.findByLabelText('Game'), 'original-mines');
    await user.type(screen.getByLabelText('Server seed'), SEED);
    await user.type(screen.getByLabelText('Hash shown before the round (optional)'), 'deadbeef');
    await user.type(screen.getByLabelText('Client seed'), 'player');
    await user.clear(screen.getByLabelText('Nonce'));
    await user.type(screen.getByLabelText('Nonce'), '12');
    await user.selectOptions(screen.getByLabelText('Mines'), '4');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const mines = minesPositions(await floats(SEED, 'player', 12, 4), 4);
    const outcome = await screen.findByTestId('fair-outcome');
    expect(outcome.textContent).toContain(`Mines on tiles ${new Intl.ListFormat('en', { type: 'conjunction' }).format(mines.map((tile) => String(tile + 1)))}`);
    const board = within(outcome).getByRole('list', { name: 'The board' });
    expect(within(board).getAllByText(/: mine$/)).toHaveLength(4);
    expect(screen.getByTestId('fair-hash-check').textContent).toBe('It does not match the hash shown before the round. Check the server seed.');
    // The address now names what was verified.
    expect(router.state.location.search).toBe(`?game=original-mines&server_seed=${SEED}&server_seed_hash=deadbeef&client_seed=player&nonce=12&mines=4`);
  });

  it('asks for the server seed before verifying', async () => {
    const user = userEvent.setup();
    renderAt('/fairness');
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    const seed = screen.getByLabelText('Server seed');
    expect(seed.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(seed);
    // And says why, at the field, in the field's description.
    const why = screen.getByText('Enter the server seed: it is revealed in the game when you rotate your seed pair.');
    expect(seed.getAttribute('aria-describedby')?.split(' ')).toContain(why.id);
    await user.type(seed, 'abc');
    expect(screen.queryByText('Enter the server seed: it is revealed in the game when you rotate your seed pair.')).toBeNull();
    await user.clear(screen.getByLabelText('Nonce'));
    await user.type(screen.getByLabelText('Nonce'), '-1');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const nonce = screen.getByLabelText('Nonce');
    expect(nonce.getAttribute('aria-describedby')).toBe(screen.getByText('Enter the nonce as a whole number, 0 or more.').id);
  });
});
