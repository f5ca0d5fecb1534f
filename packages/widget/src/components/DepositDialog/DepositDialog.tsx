import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useI18n, useWallet } from '../../context';
import { formatMoney } from '../../format';
import { checkAmount, parseAmountInput, type AmountProblem } from '../../state/amount';
import { Dialog } from '../Dialog/Dialog';
import { SubmitButton } from '../SubmitButton/SubmitButton';

export interface DepositDialogProps {
  open: boolean;
  onClose: () => void;
  /** Preselected when the dialog opens: one of the choices, or else the custom amount. */
  amount?: number | null;
  /** Changes with each opening request, so a request while open starts the form afresh. */
  opened?: number;
}

/** Amount choices plus a custom amount; one per element. */
export function DepositDialog({ open, onClose, amount = null, opened = 0 }: DepositDialogProps) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} part="dialog deposit-dialog">
      <h2 id={titleId} part="dialog-title" className="title">
        {t('deposit_title')}
      </h2>
      <DepositForm key={opened} onClose={onClose} preset={amount} />
    </Dialog>
  );
}

function DepositForm({ onClose, preset }: { onClose: () => void; preset: number | null }) {
  useSignals(); // the amounts and the currency are signals (the element's config, the session)
  const wallet = useWallet();
  const { t, locale } = useI18n();
  const amounts = wallet.config.depositAmounts;
  const currency = wallet.currency;
  const presetIsChoice = preset !== null && amounts.includes(preset);
  const [choice, setChoice] = useState<number | null>(
    preset === null ? (amounts[0] ?? null) : presetIsChoice ? preset : null,
  );
  const [custom, setCustom] = useState(preset === null || presetIsChoice ? '' : String(preset));
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [pending, setPending] = useState(false);
  const customInput = useRef<HTMLInputElement>(null);
  const customId = useId();
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = custom.trim() !== '' || choice === null ? parseAmountInput(custom) : choice;
    const found = typeof parsed === 'number' ? checkAmount(parsed, currency) : parsed;
    setProblem(found);
    if (found || typeof parsed !== 'number') {
      customInput.current?.focus();
      return;
    }
    setPending(true);
    try {
      // The wallet repeats a deposit whose outcome is unknown with the same key (state/wallet.ts).
      await wallet.deposit(parsed, { onSuccess: onClose });
    } catch {
      // The wallet has shown the alert and fired ky-error; the form stays for another try.
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="choices">
        <legend part="label" className="label">
          {t('choose_amount')}
        </legend>
        <div part="choice-list" className="choice-list">
          {amounts.map((amount, index) => (
            <label key={amount} part="choice" className="choice">
              <input
                type="radio"
                part="radio"
                name="amount"
                value={amount}
                checked={choice === amount}
                data-autofocus={(presetIsChoice ? amount === preset : preset === null && index === 0) ? '' : undefined}
                onChange={() => {
                  setChoice(amount);
                  setCustom('');
                  setProblem(null);
                }}
              />
              <span>{formatMoney(amount, currency, locale, { trimZeros: true })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label part="label" className="label" htmlFor={customId}>
          {t('custom_amount')}
        </label>
        <input
          ref={customInput}
          id={customId}
          part="input"
          className="input"
          name="custom"
          data-autofocus={preset !== null && !presetIsChoice ? '' : undefined}
          // Text, not type=number: no scroll-wheel changes, no locale surprises; the keypad still shows digits.
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={custom}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => {
            setCustom(event.target.value);
            setChoice(null);
            setProblem(null);
          }}
        />
        {problem ? (
          <p id={errorId} part="error" className="error" role="alert">
            {problem.key === 'amount_decimals' ? t('amount_decimals', { count: problem.decimals }) : t(problem.key)}
          </p>
        ) : null}
      </div>
      <div part="actions" className="actions">
        <button type="button" part="button cancel-button" className="btn" onClick={onClose}>
          {t('cancel')}
        </button>
        <SubmitButton pending={pending}>{pending ? t('depositing') : t('confirm_deposit')}</SubmitButton>
      </div>
    </form>
  );
}
