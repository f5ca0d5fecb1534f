import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, makeI18n } from '../../i18n/i18n.tsx';
import en from '../../i18n/locales/en/admin.json';
import { Dialog } from './Dialog.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <I18nProvider value={makeI18n('en', en)}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog title="Set password" onClose={() => setOpen(false)}>
          <input aria-label="Password" />
          <button type="submit">Save</button>
        </Dialog>
      ) : null}
      <button type="button">After</button>
    </I18nProvider>
  );
}

describe('Dialog (back office)', () => {
  afterEach(() => cleanup());

  it('is a modal dialog in which Tab wraps around, and closing gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Set password' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(save);
    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
