import { randomUUID } from 'node:crypto';
import type { ContactData, ContactMessage } from '@ky-wallet/protocol';
import type { Config } from '../config.js';
import { ApiError } from '../errors.js';
import type { Store } from '../store/index.js';
import { retryAfter, type Limit, type RateLimitBackend } from './rate-limit.js';

/** The contact form: validated messages go to the contact_messages table, a few per address. */
export class ContactService {
  constructor(
    private readonly store: Store,
    private readonly config: Config,
    private readonly limits: RateLimitBackend,
  ) {}

  async submit(message: ContactMessage, address: string): Promise<ContactData> {
    const limit: Limit = {
      key: `contact:address:${address}`,
      max: this.config.contactMaxPerAddress,
      windowMs: this.config.contactWindowSeconds * 1000,
    };
    // Counted before the insert (one atomic step, shared by every instance) so that a concurrent
    // burst cannot pass the limit; taken back if the message could not be stored.
    const now = Date.now();
    const hit = await this.limits.hit(limit.key, limit.windowMs, now);
    if (hit.count > limit.max) {
      throw new ApiError('too_many_attempts', 'too many messages from this address; try again later', {
        retryAfter: retryAfter([limit], [hit], now),
      });
    }
    const id = randomUUID();
    try {
      await this.store.insertContactMessage({
        id,
        first_name: message.first_name,
        last_name: message.last_name,
        email_address: message.email_address,
        tele_number: message.tele_number,
        message: message.your_message,
        agree_promotion: message.agree_promotion ? 1 : 0,
        address,
        created_at: Date.now(),
      });
    } catch (error) {
      await this.limits.undo(limit.key, Date.now()).catch(() => undefined);
      throw error;
    }
    return { id };
  }
}
