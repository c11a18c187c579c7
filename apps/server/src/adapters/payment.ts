import { createHmac, randomBytes } from 'node:crypto';
import type { PaymentProviderName } from '../config.ts';

/** What a provider says of one attempt to pay an order. */
export type ChargeOutcome =
  { state: 'paid'; ref: string } | { state: 'awaiting_transfer'; ref: string } | { state: 'declined'; ref: string; reason: string };

export interface ChargeRequest {
  orderNo: string;
  /** In fen. */
  amount: number;
  /** The sandbox only: what the pretend card does. */
  sandboxOutcome?: 'succeed' | 'fail';
}

/**
 * A way of paying. A real provider (WeChat Pay, Alipay, a card acquirer) implements the same
 * interface and is switched on by PAYMENT_PROVIDERS; its asynchronous notifications would call the
 * same "mark paid" path the sandbox and the admin confirmation use.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
}

/**
 * The demo and test provider: settles at once, with a reference signed like a provider's receipt,
 * or declines when asked to. No money moves.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly key = randomBytes(32);

  async charge({ orderNo, amount, sandboxOutcome }: ChargeRequest): Promise<ChargeOutcome> {
    const nonce = randomBytes(6).toString('hex');
    const ref = `SBX-${nonce}-${createHmac('sha256', this.key).update(`${orderNo}|${amount}|${nonce}`).digest('hex').slice(0, 16)}`;
    if (sandboxOutcome === 'fail') return { state: 'declined', ref, reason: 'sandbox_declined' };
    return { state: 'paid', ref };
  }
}

/** Bank transfer: nothing settles online; an admin confirms the order when the money arrives. */
export class OfflineProvider implements PaymentProvider {
  readonly name = 'offline' as const;

  async charge({ orderNo }: ChargeRequest): Promise<ChargeOutcome> {
    return { state: 'awaiting_transfer', ref: `TRF-${orderNo}` };
  }
}

export type Payments = ReadonlyMap<PaymentProviderName, PaymentProvider>;

export function createPayments(names: readonly PaymentProviderName[]): Payments {
  const all: PaymentProvider[] = [new SandboxProvider(), new OfflineProvider()];
  return new Map(all.filter((p) => names.includes(p.name)).map((p) => [p.name, p]));
}
