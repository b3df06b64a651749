/**
 * Runs rounds of work one run at a time, coalescing requests. A request while a run is under
 * way starts nothing new: it shares that run's promise and makes the run go round once more.
 * So every caller's promise settles after a round that started after its request, and a burst
 * of requests costs one extra round, not one each.
 */
export class CoalescingLoop {
  private run: Promise<void> | null = null;
  private requested = false;

  /**
   * @param round one round of work; resolves true to go round again at once (more to do, or
   *   what it did went stale), false when done unless someone asked meanwhile.
   * @param stopped once true, no run starts and a running one ends after its current round.
   */
  constructor(
    private readonly round: () => Promise<boolean>,
    private readonly stopped: () => boolean,
  ) {}

  request(): Promise<void> {
    if (this.stopped()) return Promise.resolve();
    if (this.run) {
      this.requested = true;
      return this.run;
    }
    this.run = this.loop().finally(() => {
      this.run = null;
    });
    return this.run;
  }

  /** Settles when no run is under way. */
  idle(): Promise<void> {
    return this.run ?? Promise.resolve();
  }

  private async loop(): Promise<void> {
    let again: boolean;
    do {
      this.requested = false;
      again = await this.round();
    } while ((again || this.requested) && !this.stopped());
  }
}
