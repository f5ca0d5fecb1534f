import { describe, expect, it } from 'vitest';
import { fromAttribute, parseAmounts, resolveConfig, type WalletConfig } from './config';

/** What `<ky-wallet>`'s lit converters make of an element's attributes (kebab-case to camelCase). */
function configFromAttributes(element: Element): WalletConfig {
  const converters = {
    'api-base': ['apiBase', fromAttribute.text],
    locale: ['locale', fromAttribute.text],
    currency: ['currency', fromAttribute.text],
    alliance: ['alliance', fromAttribute.text],
    'deposit-amounts': ['depositAmounts', fromAttribute.amounts],
    'age-gate': ['ageGate', fromAttribute.flag],
    'age-gate-days': ['ageGateDays', fromAttribute.number],
    theme: ['theme', fromAttribute.theme],
    'exit-url': ['exitUrl', fromAttribute.text],
  } as const;
  const config: Record<string, unknown> = {};
  for (const [attribute, [field, convert]] of Object.entries(converters)) {
    const value = convert(element.getAttribute(attribute));
    if (value !== undefined) config[field] = value;
  }
  return config as WalletConfig;
}

describe('config', () => {
  describe('given no attributes and no config property', () => {
    it('uses the documented defaults', () => {
      expect(resolveConfig({}, {}, [])).toEqual({
        apiBase: '', // a file: module URL has no origin: same origin as the page
        locale: 'en',
        currency: 'cny',
        alliance: 'kygaming',
        depositAmounts: [100, 500, 1000, 5000],
        ageGate: false,
        ageGateDays: 30,
        theme: 'light',
        exitUrl: '',
      });
    });

    it('takes the locale from the browser languages', () => {
      expect(resolveConfig({}, {}, ['fr-CH', 'de-CH']).locale).toBe('de-CH');
      expect(resolveConfig({}, {}, ['zh-HK']).locale).toBe('zh-TW');
    });
  });

  describe('given attributes', () => {
    it('maps kebab-case attributes to camelCase fields', () => {
      const element = document.createElement('div');
      element.setAttribute('api-base', 'https://api.example/');
      element.setAttribute('deposit-amounts', '50, 100 ,oops,-5,0');
      element.setAttribute('age-gate', '');
      element.setAttribute('exit-url', 'https://example.com');
      expect(configFromAttributes(element)).toEqual({
        apiBase: 'https://api.example/',
        depositAmounts: [50, 100],
        ageGate: true,
        exitUrl: 'https://example.com',
      });
    });

    it('reads age-gate-days and theme, and falls back on values it cannot use', () => {
      const element = document.createElement('div');
      element.setAttribute('age-gate-days', '7');
      element.setAttribute('theme', 'Dark');
      expect(resolveConfig(configFromAttributes(element))).toMatchObject({ ageGateDays: 7, theme: 'dark' });
      element.setAttribute('age-gate-days', '-1');
      element.setAttribute('theme', 'neon');
      expect(resolveConfig(configFromAttributes(element))).toMatchObject({ ageGateDays: 30, theme: 'light' });
      element.setAttribute('age-gate-days', '0');
      expect(resolveConfig(configFromAttributes(element)).ageGateDays).toBe(0);
    });

    it('reads age-gate="false" as off', () => {
      const element = document.createElement('div');
      element.setAttribute('age-gate', 'false');
      expect(configFromAttributes(element).ageGate).toBe(false);
    });
  });

  describe('when the config property is set', () => {
    it('wins over attributes, ignoring undefined fields', () => {
      const config = resolveConfig(
        { currency: 'usd', alliance: 'acme', apiBase: 'https://a.example' },
        { currency: 'EUR', alliance: undefined },
      );
      expect(config.currency).toBe('eur');
      expect(config.alliance).toBe('acme');
      expect(config.apiBase).toBe('https://a.example');
    });

    it('drops duplicate amounts', () => {
      expect(resolveConfig({ depositAmounts: [100, 100, 200] }).depositAmounts).toEqual([100, 200]);
    });

    it('falls back to the default amounts when none is usable', () => {
      expect(resolveConfig({}, { depositAmounts: [0, Number.NaN] }).depositAmounts).toEqual([100, 500, 1000, 5000]);
    });
  });

  it('parses a comma list of amounts', () => {
    expect(parseAmounts('100,500,1000,5000')).toEqual([100, 500, 1000, 5000]);
    expect(parseAmounts('')).toEqual([]);
    expect(parseAmounts('12.5, ,7')).toEqual([12.5, 7]);
  });
});
