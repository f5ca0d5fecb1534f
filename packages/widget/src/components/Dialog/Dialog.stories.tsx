import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { useI18n } from '../../context';
import { inStage } from '../../stories/stage';
import { Dialog } from './Dialog';

interface DialogDemoProps {
  role?: 'dialog' | 'alertdialog';
  /** False: Escape and the backdrop do nothing (the age gate). */
  dismissible?: boolean;
  /** Start closed: only the button that opens it shows. */
  startClosed?: boolean;
}

/** The primitive with a heading, a message and a Close button, opened by a button. */
function DialogDemo({ role = 'dialog', dismissible = true, startClosed = false }: DialogDemoProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(!startClosed);
  const titleId = useId();
  const messageId = useId();
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        {t('alert_title')}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        role={role}
        dismissible={dismissible}
        labelledBy={titleId}
        describedBy={messageId}
        part="dialog"
      >
        <h2 id={titleId} part="dialog-title" className="title">
          {t('alert_title')}
        </h2>
        <p id={messageId} className="message">
          {t('login_first')}
        </p>
        <div part="actions" className="actions">
          <button type="button" part="button" className="btn btn-primary" data-autofocus="" onClick={() => setOpen(false)}>
            {t('close')}
          </button>
        </div>
      </Dialog>
    </>
  );
}

/**
 * The native modal `<dialog>` every widget dialog is built on: top layer, inert page, focus moved
 * in (to `[data-autofocus]`) and back to the opener, counted scroll lock. Text from the catalogue,
 * so the toolbar's locale applies.
 */
const meta = {
  title: 'Widget/Dialog',
  component: DialogDemo,
  parameters: { layout: 'fullscreen' },
  args: { role: 'dialog', dismissible: true, startClosed: false },
  argTypes: { role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] } },
  play: async ({ args }) => {
    const dialog = await inStage<HTMLDialogElement>('dialog[part~="dialog"]');
    await waitFor(() => expect(dialog.open).toBe(!args.startClosed));
  },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { name: 'Open (dismissible: Escape, backdrop, Close)' };

export const AlertDialogRole: Story = { name: 'Open, role alertdialog', args: { role: 'alertdialog' } };

export const NotDismissible: Story = { name: 'Open, not dismissible (only its buttons close it)', args: { dismissible: false } };

export const Closed: Story = { name: 'Closed (the opener only)', args: { startClosed: true } };

export const OpenDark: Story = { name: 'Open (dark)', globals: { theme: 'dark' } };
