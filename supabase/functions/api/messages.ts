/**
 * The specification's error catalogue for access and payment, word for word. The spec omits
 * the provider's name after "Customer email not found in"; ours is Stripe.
 */
export const MESSAGES = {
  customerNotFound: 'Customer email not found in Stripe',
  noActiveSubscription: 'No active subscription',
  activeSubscription: 'Active subscription found',
  failedToCheck: 'Failed to check subscription',
  userFound: 'User found',
  confirmationSent: 'Confirmation e-mail sent',
  /** Ours, not the specification's: the subscriber endpoints' rate limit (rateLimit.ts). */
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

/** Body of every error answer: the spec's code and message, plus a machine-readable reason. */
export type ErrorBody = { code: number; message: string; error: string };

export function errorBody(code: number, error: string, message: string): ErrorBody {
  return { code, message, error };
}
