import type { TenantId } from '#domain/catalogue';
/** The hosted card payment provider: one interface for the agency's provider and the local sandbox. */

export interface OpenSessionRequest {
  tenantId: TenantId;
  orderId: number;
  orderNumber: string;
  amountCents: number;
  description: string;
  customerEmail: string | null;
  /** Where the provider sends the browser after payment (it adds ccpToken and orderId). */
  returnUrl: string;
  /** Where the provider POSTs {orderInfo} server to server after payment. */
  postbackUrl: string;
}

export interface PaymentSession {
  token: string;
  /** The hosted payment page for this session: the browser goes here. */
  redirectUrl: string;
}

export type PaymentStatus = 'approved' | 'declined' | 'pending';

/** What the provider says about a session when asked directly (never taken from a postback body). */
export interface PaymentVerification {
  status: PaymentStatus;
  orderId: number;
  amountCents: number;
  lastFour: string | null;
  cardholderName: string | null;
  providerOrderId: string;
  /** ISO timestamp of the approval or decline; null while pending. */
  paidAt: string | null;
}

export interface PaymentProvider {
  openSession(req: OpenSessionRequest): Promise<PaymentSession>;
  verifyPayment(tenantId: TenantId, token: string): Promise<PaymentVerification>;
}

/** The provider could not be reached or refused the call (not a declined card: that is a status). */
export class PaymentProviderError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'PaymentProviderError';
    this.status = status;
  }
}
