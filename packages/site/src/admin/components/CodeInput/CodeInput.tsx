import type { Ref } from 'react';

export interface CodeInputProps {
  /** The form field's name: validity.ts explains a wrong code by it (`totp`, `code`). */
  name: 'totp' | 'code';
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
  /** From its Field. */
  id?: string;
  'aria-describedby'?: string;
}

/** A 6-digit code of an authenticator app: sign-in and the Security screen. */
export function CodeInput({ value, onChange, ...input }: CodeInputProps) {
  return (
    <input
      {...input}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="\d{6}"
      required
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
