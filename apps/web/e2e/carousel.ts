import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');

/** Scrolls the testimonials into view and waits until keen-slider has taken over the static slot. */
export async function openCarousel(page: Page) {
  await page.getByRole('heading', { name: 'What borrowers say' }).scrollIntoViewIfNeeded();
  await expect(carousel(page)).toHaveAttribute('data-ready', 'true');
}
