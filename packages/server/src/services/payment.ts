import { randomUUID } from 'node:crypto';
import type { CurrencyCode } from '@ky-wallet/protocol';

/** A deposit the player asked for, already validated and in minor units. */
export interface DepositPayment {
  accountId: number;
  currency: CurrencyCode;
  /** Minor units, > 0. */
  amount: number;
  /** The client's Idempotency-Key, if any: pass it on so the provider deduplicates too. */
  idempotencyKey: string | null;
}

/**
 * Where the money of a deposit comes from. `collect` resolves once the funds may be credited to
 * the wallet, with the provider's reference (stored on the ledger row for reconciliation); it
 * rejects when they may not, and then nothing is credited.
 *
 * The default SandboxPaymentAdapter credits at once (SPEC.md's behaviour). A production adapter
 * would start a payment with the provider and credit only when the provider confirms it in a
 * signed server-to-server callback; that adapter and its callback route are future work.
 */
export interface PaymentAdapter {
  readonly name: string;
  collect(payment: DepositPayment): Promise<{ reference: string }>;
}

export class SandboxPaymentAdapter implements PaymentAdapter {
  readonly name = 'sandbox';

  collect(): Promise<{ reference: string }> {
    return Promise.resolve({ reference: `sandbox:${randomUUID()}` });
  }
}
