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

export type PaymentStatus = 'approved' | 'declined' | 'pending' | 'cancelled';

/** What the provider says about a session when asked directly (never taken from a postback body). */
export interface PaymentVerification {
  /** The session (ccpToken) this payment was made in. */
  token: string;
  status: PaymentStatus;
  orderId: number;
  amountCents: number;
  lastFour: string | null;
  cardholderName: string | null;
  providerOrderId: string;
  /** ISO timestamp of the approval or decline; null while pending. */
  paidAt: string | null;
}

export interface RefundRequest {
  tenantId: TenantId;
  /** The session whose approved payment is refunded. */
  token: string;
  amountCents: number;
  /** The same reference always names the same refund: a retry never refunds twice. */
  reference: string;
  reason: string;
}

export interface RefundResult {
  refundId: string;
  status: 'approved' | 'refused';
  amountCents: number;
  refundedAt: string;
}

export interface PaymentProvider {
  openSession(req: OpenSessionRequest): Promise<PaymentSession>;
  verifyPayment(tenantId: TenantId, token: string): Promise<PaymentVerification>;
  /**
   * Cancels a session nobody has paid, so it can never be charged; the session as it now stands (a
   * session already paid or still processing is not cancelled: its status says so).
   */
  cancelSession(tenantId: TenantId, token: string): Promise<PaymentVerification>;
  refundPayment(req: RefundRequest): Promise<RefundResult>;
  /** The tenant's approved payments settled at or after `since` (ISO), for reconciliation. */
  listApprovedPayments(tenantId: TenantId, since: string): Promise<PaymentVerification[]>;
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
