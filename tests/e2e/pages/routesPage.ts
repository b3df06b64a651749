import type { Locator, Page } from 'playwright-core';

/** The route lists (/routes, /book-routes) and the route confirmation. */
export class RoutesPage {
  readonly list: Locator;
  readonly cards: Locator;
  readonly emptySlots: Locator;
  readonly confirm: Locator;
  readonly start: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByTestId('route-list');
    this.cards = page.getByTestId('route-card');
    this.emptySlots = page.getByTestId('route-slot');
    this.confirm = page.getByTestId('route-confirm');
    this.start = page.getByTestId('confirm-route');
  }

  /** From the map: the drawer's "Andere route kiezen". */
  async openFromMap(): Promise<void> {
    await this.page.getByTestId('drawer-header').tap();
    await this.page.getByTestId('choose-route').tap();
    await this.list.waitFor();
  }

  card(name: string | RegExp): Locator {
    return this.cards.filter({ hasText: name });
  }

  /** Taps a route and waits for its confirmation; returns how long that took (ms). */
  async pick(name: string | RegExp): Promise<number> {
    await this.card(name).locator('button').tap();
    const tapped = await this.page.evaluate(() => performance.now());
    await this.confirm.waitFor();
    // When it appeared, by the page's clock: the time of the first frame that showed it.
    const shown = await this.page.evaluate(
      () =>
        new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
    );
    return shown - tapped;
  }

  async startRoute(): Promise<void> {
    await this.start.tap();
    await this.confirm.waitFor({ state: 'detached' });
  }
}
