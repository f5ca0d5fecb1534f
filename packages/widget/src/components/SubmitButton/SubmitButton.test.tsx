import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './SubmitButton';

const parts = (element: HTMLElement) => element.getAttribute('part')?.split(' ');

describe('SubmitButton', () => {
  it('is an ordinary submit button while idle', () => {
    render(<SubmitButton pending={false}>Log in</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-disabled', 'false');
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(parts(button)).toEqual(['button', 'submit-button']);
  });

  it('while pending stays enabled for the focus, says it is busy, and adds the part operators style it by', () => {
    render(<SubmitButton pending>Logging in…</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Logging in…' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(parts(button)).toEqual(['button', 'submit-button', 'busy']);
  });
});
