/**
 * Confirmation and reset codes may be tried a few times per account and window (CODE_ATTEMPTS), right
 * or wrong: once they are used up every code is refused, the right one too, until the window ends. Each
 * try is counted before the provider sees it, so concurrent guesses cannot slip past the count.
 */
import type { TenantId } from '#domain/catalogue';
import { TooManyRequestsError } from '#domain/errors';
import { CODE_ATTEMPTS, LIMIT_MESSAGE } from '#domain/limits';
import { takeRate } from '#store/rate-limits';

export type CodeKind = 'confirmSignUp' | 'resetPassword';

export async function countCodeAttempt(tenantId: TenantId, kind: CodeKind, username: string): Promise<void> {
  const decision = await takeRate(tenantId, `code#${kind}#${username.toLowerCase()}`, CODE_ATTEMPTS);
  if (!decision.allowed) {
    throw new TooManyRequestsError(LIMIT_MESSAGE.tooManyCodeAttempts, decision.retryAfterSeconds);
  }
}
