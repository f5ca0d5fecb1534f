import { randomUUID } from 'node:crypto';
import type { ContactData, ContactMessage } from '@ky-wallet/protocol';
import type { Config } from '../config.js';
import { ApiError } from '../errors.js';
import type { Store } from '../store/index.js';
import { SlidingWindow } from './throttle.js';

/** The contact form: validated messages go to the contact_messages table, a few per address. */
export class ContactService {
  private readonly perAddress: SlidingWindow;

  constructor(
    private readonly store: Store,
    config: Config,
  ) {
    this.perAddress = new SlidingWindow(config.contactMaxPerAddress, config.contactWindowSeconds * 1000);
  }

  async submit(message: ContactMessage, address: string): Promise<ContactData> {
    const wait = this.perAddress.retryAfter(address);
    if (wait > 0) {
      throw new ApiError('too_many_attempts', 'too many messages from this address; try again later', {
        retryAfter: wait,
      });
    }
    // Counted before the insert so that a concurrent burst cannot pass the limit; taken back if
    // the message could not be stored.
    const at = this.perAddress.hit(address);
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
      this.perAddress.forget(address, at);
      throw error;
    }
    return { id };
  }

  purge(): void {
    this.perAddress.prune();
  }
}
