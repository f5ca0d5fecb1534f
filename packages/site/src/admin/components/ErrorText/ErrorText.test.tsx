import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminApiError } from '../../api.ts';
import { I18nProvider, makeI18n } from '../../i18n/i18n.tsx';
import zhTW from '../../i18n/locales/zh-TW/admin.json';
import { ErrorText } from './ErrorText.tsx';

const shown = (error: unknown) => {
  render(
    <I18nProvider value={makeI18n('zh-tw', zhTW)}>
      <ErrorText error={error} />
    </I18nProvider>,
  );
  return screen.getByRole('alert').textContent;
};

describe('ErrorText', () => {
  afterEach(() => cleanup());

  it.each([
    ['invalid memo: no control or invisible formatting characters', zhTW['form.hiddenCharacters']],
    ['invalid email: Invalid email', zhTW['form.email']],
    ['invalid alliance: letters, digits and _ . - only', zhTW['form.pattern.alliance']],
    ['invalid account_name: letters, digits and _ . @ - only', zhTW['form.pattern.accountName']],
  ])('says the protocol’s reason %j in the page’s language', (message, expected) => {
    expect(shown(new AdminApiError('invalid_request', message, 400))).toBe(expected);
  });

  it('says that fields a write does not take came from a page older than the server, naming them', () => {
    expect(shown(new AdminApiError('invalid_request', 'invalid account_name: is not a field of this call', 400))).toBe(
      zhTW['form.notFields'].replace('{fields}', 'account_name'),
    );
    cleanup();
    expect(shown(new AdminApiError('invalid_request', 'invalid state, balance: are not fields of this call', 400))).toBe(
      zhTW['form.notFields'].replace('{fields}', 'state, balance'),
    );
  });

  it('names what it cannot translate after the translated lead, and says codes it knows', () => {
    expect(shown(new AdminApiError('invalid_request', 'invalid page: too large', 400))).toBe(zhTW['error.invalid_request'].replace('{detail}', 'invalid page: too large'));
    cleanup();
    expect(shown(new AdminApiError('forbidden', 'a user may not do accounts.update', 403))).toBe(zhTW['error.forbidden']);
  });
});
