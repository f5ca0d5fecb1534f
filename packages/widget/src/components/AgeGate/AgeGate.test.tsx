import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../define';
import type { KyWalletElement } from '../../element/ky-wallet';
import type { KyAgeDetail } from '../../events';
import { ageState } from '../../state/age';
import { loginState, sessionState } from '../../state/session';
import { balanceOf, loginOk, mockApi } from '../../test/api';
import { collect } from '../../test/render';
import { patch, resetState } from '../../state/signals';

const API = 'https://wallet.test';
const DAY = 86_400_000;

/** Mounts the markup and waits for every element's bar. */
async function mount(html: string): Promise<KyWalletElement[]> {
  document.body.insertAdjacentHTML('beforeend', html);
  const elements = [...document.querySelectorAll('ky-wallet')];
  await waitFor(() => elements.forEach((el) => expect(el.shadowRoot?.querySelector('[part~="bar"]')).not.toBeNull()));
  return elements;
}

/** Mounts the markup; the first element. */
async function mountOne(html: string): Promise<KyWalletElement> {
  const [first] = await mount(html);
  if (!first) throw new Error('no <ky-wallet> mounted');
  return first;
}

const ui = (el: Element) => within(el.shadowRoot as unknown as HTMLElement);
const gateOf = (el: Element) => ui(el).findByRole('dialog', { name: 'Age verification' });

describe('AgeGate', () => {
  describe('given an element with age-gate and no earlier answer', () => {
    it('is a modal dialog with the SPEC text and two buttons, and the bar is inert', async () => {
      const el = await mountOne(`<ky-wallet api-base="${API}" age-gate></ky-wallet>`);
      const gate = await gateOf(el);
      expect(gate.tagName).toBe('DIALOG');
      expect(gate).toHaveAttribute('open');
      expect(gate).toHaveAccessibleDescription('Please confirm your meet the legal age requirement to continue');
      expect(el.shadowRoot?.activeElement).toBe(within(gate).getByRole('button', { name: 'Yes, I am over 18' }));
      expect(within(gate).getByRole('button', { name: 'No, take me back' })).toBeInTheDocument();
      expect(el.shadowRoot?.querySelector('[part~="bar"]')).toHaveAttribute('inert');
    });

    it('is shown once however many elements ask for it, by the first that asks', async () => {
      const elements = await mount(
        `<ky-wallet api-base="${API}"></ky-wallet>` +
          `<ky-wallet api-base="${API}" age-gate locale="de-CH"></ky-wallet>` +
          `<ky-wallet api-base="${API}" age-gate></ky-wallet>`,
      );
      expect(await ui(elements[1] as KyWalletElement).findByRole('dialog', { name: 'Altersbestätigung' })).toBeInTheDocument();
      const gates = elements.flatMap((el) => [...(el.shadowRoot?.querySelectorAll('[part~="age-gate"]') ?? [])]);
      expect(gates).toHaveLength(1);
    });

    it('does not close on Escape or a backdrop click', async () => {
      const el = await mountOne(`<ky-wallet api-base="${API}" age-gate></ky-wallet>`);
      const gate = await gateOf(el);
      const user = userEvent.setup();
      await user.keyboard('{Escape}');
      await user.click(gate);
      expect(gate).toHaveAttribute('open');
    });

    it('holds the login modal back until the visitor confirms (openLogin() resolves then), and refuses deposit()', async () => {
      const api = mockApi({});
      patch(sessionState, { name: 'demo', token: 't', balance: 1 });
      const el = await mountOne(`<ky-wallet api-base="${API}" age-gate></ky-wallet>`);
      let shown = false;
      const opening = el.openLogin().then(() => (shown = true));
      await gateOf(el);
      await new Promise((resolve) => setTimeout(resolve, 20)); // renders have run: still held back
      expect(loginState.value.open).toBe(true);
      expect(ui(el).queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
      expect(shown).toBe(false);
      await expect(el.deposit(5)).rejects.toMatchObject({ code: 'forbidden' });
      expect(api.calls).toHaveLength(0);

      await userEvent.setup().click(within(await gateOf(el)).getByRole('button', { name: 'Yes, I am over 18' }));
      await opening;
      expect(ui(el).getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    });

    it('openDeposit() resolves once the visitor has confirmed and the deposit dialog is shown', async () => {
      mockApi({});
      patch(sessionState, { name: 'demo', token: 't', alliance: 'kygaming', currency: 'cny', balance: 1 });
      const el = await mountOne(`<ky-wallet api-base="${API}" age-gate></ky-wallet>`);
      let shown = false;
      const opening = el.openDeposit(500).then(() => (shown = true));
      await gateOf(el);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(shown).toBe(false);
      await userEvent.setup().click(within(await gateOf(el)).getByRole('button', { name: 'Yes, I am over 18' }));
      await opening;
      expect(ui(el).getByRole('dialog', { name: 'Deposit' })).toBeInTheDocument();
    });

    it('spends an automated log-in link (loginWithLink()) only once the visitor has confirmed', async () => {
      const api = mockApi({ loginLink: loginOk, getBalance: balanceOf(7) });
      const el = await mountOne(`<ky-wallet api-base="${API}" age-gate></ky-wallet>`);
      let done = false;
      const login = el.loginWithLink('L'.repeat(43)).then(() => (done = true));
      await gateOf(el);
      await new Promise((resolve) => setTimeout(resolve, 20)); // renders have run: still held back
      expect(api.calls).toHaveLength(0);
      expect(done).toBe(false);
      await userEvent.setup().click(within(await gateOf(el)).getByRole('button', { name: 'Yes, I am over 18' }));
      await login;
      expect(api.of('loginLink')).toHaveLength(1);
      expect(sessionState.peek()).toMatchObject({ name: 'demo', token: 't0k3n', balance: 7 });
    });
  });

  describe('when the visitor confirms', () => {
    it('fires ky-age {confirmed: true}, closes, and remembers it for age-gate-days', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
      const el = await mountOne(`<ky-wallet api-base="${API}" age-gate age-gate-days="7"></ky-wallet>`);
      const answers = collect<KyAgeDetail>(el, 'ky-age');
      const before = Date.now();
      await userEvent.setup().click(within(await gateOf(el)).getByRole('button', { name: 'Yes, I am over 18' }));
      await waitFor(() => expect(ui(el).queryByRole('dialog')).not.toBeInTheDocument());
      expect(answers.map((event) => [event.detail, event.composed, event.bubbles])).toEqual([[{ confirmed: true }, true, true]]);
      expect(el.shadowRoot?.querySelector('[part~="bar"]')).not.toHaveAttribute('inert');
      const { confirmedAt } = JSON.parse(localStorage.getItem('ky-age-gate') ?? '{}') as { confirmedAt: number };
      expect(confirmedAt).toBeGreaterThanOrEqual(before);
      expect(confirmedAt).toBeLessThanOrEqual(Date.now());

      // A new page load six days later: no gate. Eight days later: the gate again.
      vi.setSystemTime(confirmedAt + 6 * DAY);
      resetState();
      expect(ui(el).queryByRole('dialog')).not.toBeInTheDocument();
      vi.setSystemTime(confirmedAt + 8 * DAY);
      resetState();
      expect(await gateOf(el)).toBeInTheDocument();
      vi.useRealTimers();
    });

    it('with age-gate-days="0" remembers nothing beyond this page', async () => {
      const el = await mountOne(`<ky-wallet api-base="${API}" age-gate age-gate-days="0"></ky-wallet>`);
      await userEvent.setup().click(within(await gateOf(el)).getByRole('button', { name: 'Yes, I am over 18' }));
      expect(ageState.value.answer).toBe('yes');
      expect(JSON.parse(localStorage.getItem('ky-age-gate') ?? '{}').confirmedAt).toBeNull();
      resetState();
      expect(await gateOf(el)).toBeInTheDocument();
    });

    it('with age-gate-days="0" leaves alone a confirmation another page remembers', async () => {
      const earlier = Date.now() - 5 * DAY; // a page with age-gate-days="30" was confirmed 5 days ago
      localStorage.setItem('ky-age-gate', JSON.stringify({ confirmedAt: earlier }));
      resetState();
      const el = await mountOne(`<ky-wallet api-base="${API}" age-gate age-gate-days="0"></ky-wallet>`);
      await userEvent.setup().click(within(await gateOf(el)).getByRole('button', { name: 'Yes, I am over 18' }));
      expect(ageState.value.answer).toBe('yes');
      expect(JSON.parse(localStorage.getItem('ky-age-gate') ?? '{}').confirmedAt).toBe(earlier);
    });
  });

  describe('when the visitor refuses', () => {
    it('fires ky-age {confirmed: false} and goes to exit-url, keeping the gate up', async () => {
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
      const el = await mountOne(`<ky-wallet api-base="${API}" age-gate exit-url="https://example.com/bye"></ky-wallet>`);
      const answers = collect<KyAgeDetail>(document, 'ky-age');
      await userEvent.setup().click(within(await gateOf(el)).getByRole('button', { name: 'No, take me back' }));
      expect(answers[0]?.detail).toEqual({ confirmed: false });
      expect(assign).toHaveBeenCalledWith('https://example.com/bye');
      expect(await gateOf(el)).toHaveAttribute('open');
      expect(localStorage.getItem('ky-age-gate')).not.toContain('"confirmedAt":1');
    });

    it('goes back in history without exit-url, or with one that is not http(s)', async () => {
      vi.spyOn(window.history, 'length', 'get').mockReturnValue(2);
      const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
      const el = await mountOne(`<ky-wallet api-base="${API}" age-gate exit-url="javascript:alert(1)"></ky-wallet>`);
      await userEvent.setup().click(within(await gateOf(el)).getByRole('button', { name: 'No, take me back' }));
      expect(back).toHaveBeenCalledTimes(1);
      expect(within(await gateOf(el)).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('says why it stays when there is no exit-url and no page to go back to (a new tab)', async () => {
      vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
      const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
      const el = await mountOne(`<ky-wallet api-base="${API}" age-gate locale="de-CH"></ky-wallet>`);
      const gate = await ui(el).findByRole('dialog');
      await userEvent.setup().click(within(gate).getByRole('button', { name: 'Nein, zurück' }));
      expect(back).not.toHaveBeenCalled();
      expect(await within(gate).findByRole('alert')).toHaveTextContent('Sie müssen volljährig sein, um fortzufahren. Sie können diese Seite schliessen.');
      expect(gate).toHaveAttribute('open');
    });

    it('stays on the page when the page cancels ky-age', async () => {
      const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
      document.addEventListener('ky-age', (event) => event.preventDefault(), { once: true });
      const el = await mountOne(`<ky-wallet api-base="${API}" age-gate></ky-wallet>`);
      await userEvent.setup().click(within(await gateOf(el)).getByRole('button', { name: 'No, take me back' }));
      expect(back).not.toHaveBeenCalled();
    });
  });

  describe('given a confirmation from an earlier visit', () => {
    it('shows no gate', async () => {
      localStorage.setItem('ky-age-gate', JSON.stringify({ confirmedAt: Date.now() - DAY }));
      resetState();
      const el = await mountOne(`<ky-wallet api-base="${API}" age-gate></ky-wallet>`);
      expect(ui(el).queryByRole('dialog')).not.toBeInTheDocument();
      expect(el.shadowRoot?.querySelector('[part~="bar"]')).not.toHaveAttribute('inert');
    });
  });
});
