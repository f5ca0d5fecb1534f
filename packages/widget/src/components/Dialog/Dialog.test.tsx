import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';
import { scrollLockCount } from './scrollLock';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        labelledBy="title"
        part="dialog"
      >
        <h2 id="title">Title</h2>
        <input aria-label="First" />
        <button type="button" data-autofocus="">
          Primary
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Dialog>
    </>
  );
}

/** Two dialogs, the second opened from inside the first. */
function Nested() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Open outer
      </button>
      <Dialog open={outer} onClose={() => setOuter(false)} labelledBy="outer" part="dialog">
        <h2 id="outer">Outer</h2>
        <button type="button" onClick={() => setInner(true)}>
          Open inner
        </button>
      </Dialog>
      <Dialog open={inner} onClose={() => setInner(false)} labelledBy="inner" part="dialog">
        <h2 id="inner">Inner</h2>
        <button type="button" onClick={() => setInner(false)}>
          Close inner
        </button>
      </Dialog>
    </>
  );
}

/** A dialog whose first stop is a radio group, as the deposit dialog's amounts. */
function Amounts() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="amounts" part="dialog">
        <h2 id="amounts">Amounts</h2>
        <input type="radio" name="amount" aria-label="20" />
        <input type="radio" name="amount" aria-label="50" defaultChecked />
        <input type="radio" name="amount" aria-label="100" />
        <button type="button" disabled>
          Off
        </button>
        <button type="button" tabIndex={-1}>
          Skipped
        </button>
        <button type="button">Confirm</button>
      </Dialog>
      <button type="button">After</button>
    </>
  );
}

describe('Dialog', () => {
  describe('given a closed dialog', () => {
    it('renders no content and locks nothing', () => {
      render(<Harness />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.documentElement.style.overflow).toBe('');
    });
  });

  describe('when it opens', () => {
    it('is a modal native <dialog> named by its heading', async () => {
      const user = userEvent.setup();
      const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      const dialog = screen.getByRole('dialog', { name: 'Title' });
      expect(dialog.tagName).toBe('DIALOG');
      expect(dialog).toHaveAttribute('open');
      expect(showModal).toHaveBeenCalledTimes(1);
    });

    it('moves focus to the [data-autofocus] element', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      expect(screen.getByRole('button', { name: 'Primary' })).toHaveFocus();
    });

    it('locks page scroll, and restores the previous value on close', async () => {
      const user = userEvent.setup();
      document.documentElement.style.overflow = 'scroll';
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      expect(document.documentElement.style.overflow).toBe('hidden');
      await user.click(screen.getByRole('button', { name: 'Done' }));
      expect(document.documentElement.style.overflow).toBe('scroll');
      expect(scrollLockCount()).toBe(0);
    });
  });

  describe('given an open dialog', () => {
    describe('when Tab leaves its last control or Shift+Tab its first', () => {
      // A modal <dialog> lets Tab out of the page into the browser's own controls (Chromium, Firefox);
      // the WAI-ARIA dialog pattern wraps within the dialog, and without showModal() nothing else would.
      it('wraps focus around inside the dialog', async () => {
        const user = userEvent.setup();
        render(<Harness />);
        await user.click(screen.getByRole('button', { name: 'Open' }));
        await user.tab();
        expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
        await user.tab();
        expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus();
        await user.tab({ shift: true });
        expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
        await user.tab({ shift: true });
        expect(screen.getByRole('button', { name: 'Primary' })).toHaveFocus();
      });

      it('counts a radio group as one stop, its checked radio, and skips what takes no Tab', async () => {
        const user = userEvent.setup();
        render(<Amounts />);
        await user.click(screen.getByRole('button', { name: 'Open' }));
        expect(screen.getByRole('radio', { name: '50' })).toHaveFocus();
        await user.tab({ shift: true });
        expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
        await user.tab();
        expect(screen.getByRole('radio', { name: '50' })).toHaveFocus();
        await user.click(screen.getByRole('radio', { name: '100' }));
        await user.tab({ shift: true });
        expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
        await user.tab();
        expect(screen.getByRole('radio', { name: '100' })).toHaveFocus();
      });
    });

    describe('when Escape is pressed', () => {
      it('closes through onClose and returns focus to the opener', async () => {
        const user = userEvent.setup();
        const onClose = vi.fn();
        render(<Harness onClose={onClose} />);
        await user.click(screen.getByRole('button', { name: 'Open' }));
        await user.keyboard('{Escape}');
        expect(onClose).toHaveBeenCalledTimes(1);
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
        expect(document.documentElement.style.overflow).toBe('');
      });
    });

    describe('when the backdrop is clicked', () => {
      it('closes through onClose', async () => {
        const user = userEvent.setup();
        const onClose = vi.fn();
        render(<Harness onClose={onClose} />);
        await user.click(screen.getByRole('button', { name: 'Open' }));
        // A click on the <dialog> box itself lands on its ::backdrop (the panel fills the box).
        await user.click(screen.getByRole('dialog'));
        expect(onClose).toHaveBeenCalledTimes(1);
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });
    });

    describe('when the content is clicked', () => {
      it('stays open', async () => {
        const user = userEvent.setup();
        const onClose = vi.fn();
        render(<Harness onClose={onClose} />);
        await user.click(screen.getByRole('button', { name: 'Open' }));
        await user.click(screen.getByRole('heading', { name: 'Title' }));
        expect(onClose).not.toHaveBeenCalled();
        expect(screen.getByRole('dialog')).toBeInTheDocument();
      });
    });

    describe('when the browser closes it by itself', () => {
      it('tells the owner through onClose', async () => {
        const user = userEvent.setup();
        const onClose = vi.fn();
        render(<Harness onClose={onClose} />);
        await user.click(screen.getByRole('button', { name: 'Open' }));
        HTMLDialogElement.prototype.close.call(screen.getByRole('dialog'));
        expect(onClose).toHaveBeenCalledTimes(1);
      });
    });
  });

  describe('given a dialog opened from another dialog', () => {
    it('counts both scroll locks and returns focus step by step', async () => {
      const user = userEvent.setup();
      render(<Nested />);
      await user.click(screen.getByRole('button', { name: 'Open outer' }));
      await user.click(screen.getByRole('button', { name: 'Open inner' }));
      expect(scrollLockCount()).toBe(2);

      await user.click(screen.getByRole('button', { name: 'Close inner' }));
      expect(scrollLockCount()).toBe(1);
      expect(document.documentElement.style.overflow).toBe('hidden');
      expect(screen.getByRole('button', { name: 'Open inner' })).toHaveFocus();

      await user.keyboard('{Escape}');
      expect(scrollLockCount()).toBe(0);
      expect(document.documentElement.style.overflow).toBe('');
      expect(screen.getByRole('button', { name: 'Open outer' })).toHaveFocus();
    });
  });

  describe('when it unmounts while open', () => {
    it('releases the scroll lock', async () => {
      const user = userEvent.setup();
      const { unmount } = render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      unmount();
      expect(scrollLockCount()).toBe(0);
      expect(document.documentElement.style.overflow).toBe('');
    });
  });

  describe('given a dialog that cannot be dismissed (the age gate)', () => {
    function Gate({ onClose }: { onClose: () => void }) {
      return (
        <Dialog open onClose={onClose} dismissible={false} labelledBy="gate" part="dialog">
          <h2 id="gate">Gate</h2>
          <button type="button">Answer</button>
        </Dialog>
      );
    }

    it('ignores Escape and the backdrop, and opens again if the browser closes it', async () => {
      const user = userEvent.setup();
      const onClose = vi.fn();
      render(<Gate onClose={onClose} />);
      const dialog = screen.getByRole('dialog', { name: 'Gate' });
      await user.keyboard('{Escape}');
      await user.click(dialog);
      HTMLDialogElement.prototype.close.call(dialog);
      expect(onClose).not.toHaveBeenCalled();
      expect(dialog).toHaveAttribute('open');
    });
  });

  describe('given a browser without showModal() (no top layer)', () => {
    it('opens in place with the fallback class, which positions it at --ky-z-index', async () => {
      const user = userEvent.setup();
      const showModal = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'showModal');
      Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { value: undefined, configurable: true });
      try {
        render(<Harness />);
        await user.click(screen.getByRole('button', { name: 'Open' }));
        const dialog = screen.getByRole('dialog', { name: 'Title' });
        expect(dialog).toHaveAttribute('open');
        expect(dialog).toHaveClass('fallback');
        expect(screen.getByRole('button', { name: 'Primary' })).toHaveFocus();
        await user.click(screen.getByRole('button', { name: 'Done' }));
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      } finally {
        if (showModal) Object.defineProperty(HTMLDialogElement.prototype, 'showModal', showModal);
      }
    });
  });

  describe('the scroll lock', () => {
    it('leaves no style attribute behind on a page that had none', async () => {
      const user = userEvent.setup();
      document.documentElement.removeAttribute('style');
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      expect(document.documentElement.getAttribute('style')).toBe('overflow: hidden;');
      await user.click(screen.getByRole('button', { name: 'Done' }));
      expect(document.documentElement.hasAttribute('style')).toBe(false);
    });
  });
});
