import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
// The borrower site's axe check: one set of rules for both apps.
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { DEMO_BORROWER } from './borrower.ts';
import { demoStaffSignsIn } from './staff-sign-in.ts';

/**
 * What a borrower and a staff member do on their pages after the offer (ADR 0057, 0059, 0060,
 * 0061), one function per act, for the specs that cross both apps.
 */

/** Axe at a phone's width and a desktop's, back at the desktop's after. */
export async function axeAtBothSizes(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** "December 5, 2026", as both apps print a calendar day. */
export const longDay = (isoDay: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T12:00:00Z`),
  );

/** The text of a PDF as poppler's `pdftotext` reads it (installed by .ci/run), spaces collapsed. */
export function pdftotext(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

export async function borrowerSignsIn(page: Page) {
  await page.goto('/login/');
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(DEMO_BORROWER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_BORROWER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }),
  ).toBeVisible();
}

export async function staffSignsIn(page: Page) {
  await page.goto('/staff/');
  await demoStaffSignsIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Application queue' })).toBeVisible();
}

/** Staff add a condition on the application page. */
export async function addCondition(
  staff: Page,
  condition: { stage: string; title: string; description?: string; clearedBy: string; due: string },
) {
  const form = staff.getByRole('form', { name: 'Add a condition' });
  await form.getByLabel('Cleared', { exact: true }).selectOption({ label: condition.stage });
  await form.getByLabel('Condition', { exact: true }).fill(condition.title);
  if (condition.description)
    await form.getByLabel(/What the borrower should know/).fill(condition.description);
  await form.getByLabel('Due date').fill(condition.due);
  await form.getByLabel('Cleared by').selectOption({ label: condition.clearedBy });
  await form.getByRole('button', { name: 'Add condition' }).click();
  await expect(
    staff.getByText(`Condition “${condition.title}” added. The borrower has been emailed.`),
  ).toBeVisible();
}

/** Staff clear a condition with a note on the application page. */
export async function clearCondition(staff: Page, title: string, note: string) {
  const conditions = staff.getByRole('region', { name: 'Conditions' });
  await conditions.getByLabel(`What cleared “${title}”`).fill(note);
  await conditions
    .getByRole('form', { name: `Clear “${title}”` })
    .getByRole('button', { name: 'Clear condition' })
    .click();
}

/** The borrower asks for a draw on the application's page: amounts by line and access notes. */
export async function askForDraw(borrower: Page, number: number, amounts: Record<string, string>) {
  const form = borrower.getByRole('form', { name: `Ask for Draw ${number}` });
  for (const [work, amount] of Object.entries(amounts)) {
    await form.getByLabel(new RegExp(`^${work}: amount for work completed`)).fill(amount);
  }
  await form.getByLabel('How the inspector gets in').fill('Lockbox on the back door, code 4417.');
  await form.getByRole('button', { name: `Ask for Draw ${number}` }).click();
  await expect(
    borrower.getByText(`We received Draw ${number}. We will arrange the inspection.`),
  ).toBeVisible();
}

/** Staff record a draw's inspection (percent complete by line, the inspector's photos) on the application page. */
export async function inspectDraw(
  staff: Page,
  number: number,
  percents: Record<string, string>,
  note: string,
  photos: { name: string; mimeType: string; buffer: Buffer }[] = [],
) {
  const form = staff.getByRole('form', { name: `Record the inspection of Draw ${number}` });
  for (const [work, percent] of Object.entries(percents)) {
    await form.getByLabel(new RegExp(`^${work}: percent complete`)).fill(percent);
  }
  await form.getByLabel(/What the inspector found/).fill(note);
  if (photos.length > 0) await form.getByLabel(/^Inspection photos/).setInputFiles(photos);
  await form.getByRole('button', { name: 'Record inspection' }).click();
  await expect(
    staff.getByText(`Inspection of Draw ${number} recorded. The borrower has been emailed.`),
  ).toBeVisible();
}

/** Staff approve a draw (lines not named keep what was asked) and mark it paid. */
export async function approveAndPayDraw(staff: Page, number: number, amounts: Record<string, string>) {
  const form = staff.getByRole('form', { name: `Approve Draw ${number}` });
  for (const [work, amount] of Object.entries(amounts)) {
    await form.getByLabel(new RegExp(`^${work}: amount approved`)).fill(amount);
  }
  await form.getByRole('button', { name: `Approve Draw ${number}` }).click();
  await expect(staff.getByText(`Draw ${number} approved. The borrower has been emailed.`)).toBeVisible();
  await staff.getByRole('button', { name: `Mark Draw ${number} paid` }).click();
  await expect(staff.getByText(`Draw ${number} marked paid. The borrower has been emailed.`)).toBeVisible();
}
