/**
 * Exponential backoff for the outbox. While the user waits for an answer (an interactive
 * flush, e.g. right after a like) retries come quickly: 0.5 s doubling to at most 2 s. After a
 * few such failures, or for background flushes, the delay keeps doubling up to minutes so a
 * struggling server is not hammered by every open tab.
 */
export interface BackoffPolicy {
  initialMs: number;
  interactiveMaxMs: number;
  backgroundMaxMs: number;
  /** Failures after which an interactive flush continues as a background one. */
  interactiveAttempts: number;
  /** Spread: 0.2 means ±20 %, so tabs that failed together do not retry together. */
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = {
  initialMs: 500,
  interactiveMaxMs: 2_000,
  backgroundMaxMs: 5 * 60_000,
  interactiveAttempts: 6,
  jitter: 0.2,
};

export class Backoff {
  private failures = 0;
  private interactive = false;

  constructor(
    private readonly policy: BackoffPolicy = DEFAULT_BACKOFF,
    private readonly random: () => number = Math.random,
  ) {}

  /** A user is waiting: retry fast again, starting from the initial delay. */
  markInteractive(): void {
    this.interactive = true;
    this.failures = 0;
  }

  reset(): void {
    this.failures = 0;
    this.interactive = false;
  }

  /** The delay before the next attempt after one more failure. */
  nextDelay(): number {
    this.failures++;
    const p = this.policy;
    if (this.interactive && this.failures > p.interactiveAttempts) this.interactive = false;
    const max = this.interactive ? p.interactiveMaxMs : p.backgroundMaxMs;
    const base = Math.min(max, p.initialMs * 2 ** (this.failures - 1));
    const spread = 1 + p.jitter * (2 * this.random() - 1);
    return Math.max(0, Math.min(max, Math.round(base * spread)));
  }

  get isInteractive(): boolean {
    return this.interactive;
  }
}
