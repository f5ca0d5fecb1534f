import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../define';
import english from '../i18n/locales/en/widget.json';
import type { KyWalletElement } from './ky-wallet';

/*
 * <ky-wallet> and the locales it loads on demand. This file starts with English only (it does not
 * import test/render, which loads every catalogue), as a page does; de-CH's catalogue fails to
 * load here, as a chunk can.
 */
vi.mock('../i18n/locales/de-CH/widget.json', () => {
  throw new Error('offline');
});

const API = 'https://wallet.test';
const ENGLISH_TEXTS = Object.values(english as Record<string, string>).map((text) => text.replace(/\{\w+\}/g, '').trim());

/** Appends `<ky-wallet>` with `attributes` and records every text its shadow root ever holds. */
function mount(attributes: string) {
  document.body.insertAdjacentHTML('beforeend', `<ky-wallet api-base="${API}" ${attributes}></ky-wallet>`);
  const el = document.body.lastElementChild as KyWalletElement;
  const root = el.shadowRoot;
  if (!root) throw new Error('no shadow root');
  const texts: string[] = [root.textContent ?? ''];
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.oldValue) texts.push(mutation.oldValue);
      mutation.addedNodes.forEach((node) => texts.push(node.textContent ?? ''));
      if (mutation.type === 'characterData') texts.push(mutation.target.textContent ?? '');
    }
  }).observe(root, { childList: true, subtree: true, characterData: true, characterDataOldValue: true });
  const englishSeen = () => texts.filter((text) => ENGLISH_TEXTS.some((english) => text.includes(english)));
  return { el, ui: within(root as unknown as HTMLElement), englishSeen, texts };
}

describe('<ky-wallet> locales', () => {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('shows nothing until its catalogue is here, then that locale: never English first', async () => {
    const ready = vi.fn();
    document.addEventListener('ky-ready', ready, { once: true });
    const { el, ui, englishSeen, texts } = mount('locale="zh-TW"');
    expect(el.shadowRoot?.textContent).toBe('');
    expect(await ui.findByRole('button', { name: '登入' })).toBeInTheDocument();
    expect(el.shadowRoot?.querySelector('.root')).toHaveAttribute('lang', 'zh-TW');
    expect(texts.filter((text) => text.trim())[0]).toContain('登入');
    expect(englishSeen()).toEqual([]);
    // ky-ready comes with the first render, which is in Chinese.
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
  });

  it('loads another locale at runtime and re-renders the same tree in it', async () => {
    const { el, ui, englishSeen } = mount('locale="zh-TW"');
    const bar = await waitFor(() => el.shadowRoot?.querySelector('[part~="bar"]') ?? Promise.reject(new Error('no bar')));
    await ui.findByRole('button', { name: '登入' });
    el.setAttribute('locale', 'zh-CN');
    expect(await ui.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(el.shadowRoot?.querySelector('[part~="bar"]')).toBe(bar);
    expect(englishSeen()).toEqual([]);
  });

  it('shows English, and says so in the console, when a catalogue fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { el, ui } = mount('locale="de-CH"');
    expect(await ui.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(el.shadowRoot?.querySelector('.root')).toHaveAttribute('lang', 'en');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('de-CH texts did not load'), expect.anything());
  });
});
