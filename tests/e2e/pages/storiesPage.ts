import type { Locator, Page } from 'playwright-core';

/** More stories (/stories): search, category chips, the nearby switch, the list. */
export class StoriesPage {
  readonly search: Locator;
  readonly items: Locator;
  readonly count: Locator;
  readonly empty: Locator;
  readonly near: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByTestId('story-search');
    this.items = page.getByTestId('story-item');
    this.count = page.getByTestId('story-count');
    this.empty = page.getByTestId('stories-empty');
    this.near = page.getByTestId('story-near');
  }

  chip(category: string): Locator {
    return this.page.locator(`[data-testid=category-chip][data-category="${category}"]`);
  }

  async titles(): Promise<string[]> {
    return this.items.locator('.story-item__title').allTextContents();
  }

  async categories(): Promise<string[]> {
    return this.items.locator('.story-item__category').allTextContents();
  }
}
