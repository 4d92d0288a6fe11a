import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { apiPost, DEMO, seedSession } from './session.ts';

const SUCCESS = 'Your submission was successful!';

function contactForm(page: Page) {
  return page.getByRole('main').getByRole('form', { name: 'Contact our team' });
}

test.describe('contact form (/contactUs and the footer)', () => {
  test('anonymous: every rule, then a successful message clears the text and shows the toast', async ({
    page,
  }) => {
    await page.goto('/contactUs');
    const form = contactForm(page);
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Submit is ignored while invalid: the error summary appears, no request is made.
    let posted = 0;
    page.on('request', (r) => r.url().endsWith('/contact_us') && r.method() === 'POST' && posted++);
    await form.getByRole('button', { name: 'Send message' }).click();
    // The error summary takes focus so keyboard and screen-reader users hear what to fix.
    await expect(page.locator(':focus')).toContainText('There is a problem');
    await expect(form.getByRole('link', { name: 'Value is required' })).toHaveCount(3);
    expect(posted).toBe(0);

    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await form.getByRole('textbox', { name: 'Email' }).blur();
    await expect(form.getByText('Value is not a valid email address').first()).toBeVisible();

    // Max lengths: 64 for name and email, 500 for the message.
    await form.getByRole('textbox', { name: 'Name' }).fill('N'.repeat(64));
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAttribute('maxlength', '64');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('maxlength', '64');
    // The message counts characters and says when it is too long (GOV.UK character count pattern).
    await form.getByRole('textbox', { name: 'Message' }).fill('x'.repeat(501));
    await form.getByRole('textbox', { name: 'Message' }).blur();
    await expect(form.getByText('The maximum length allowed is 500').first()).toBeVisible();

    await form.getByRole('textbox', { name: 'Name' }).fill('Morgan Visitor');
    await form.getByRole('textbox', { name: 'Email' }).fill('morgan@example.test');
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('I would like to discuss a bridge loan for a duplex in Austin.');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('region', { name: 'Notifications' }).getByText(SUCCESS)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(posted).toBe(1);
  });

  test('the server enforces the same rules (422 detail list)', async ({ request }) => {
    const response = await request.post('/personal_account/v1/personal_account/contact_us', {
      data: { text: '', name: 'x'.repeat(65), email: 'nope' },
    });
    expect(response.status()).toBe(422);
    const body = (await response.json()) as { detail: { msg: string }[] };
    expect(body.detail.length).toBeGreaterThan(0);
    expect(body.detail[0]!.msg).toMatch(/Value is required|maximum length|valid email/);
  });

  test('signed in: no name or email fields; the message is sent with the profile details', async ({
    page,
    demoTokens,
  }) => {
    await seedSession(page, demoTokens);
    await page.goto('/contactUs');
    const form = contactForm(page);
    await expect(form.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await expect(form.getByText(`Signed in as ${DEMO.name}`)).toBeVisible();

    const sent = page.waitForRequest((r) => r.url().endsWith('/contact_us') && r.method() === 'POST');
    await form.getByRole('textbox', { name: 'Message' }).fill('Please call me about refinancing my rental.');
    await form.getByRole('button', { name: 'Send message' }).click();
    const body = (await sent).postDataJSON() as { name: string; email: string; text: string };
    expect(body).toMatchObject({ name: DEMO.name, email: DEMO.email });
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText(SUCCESS)).toBeVisible();
  });

  test('the footer form works on any page', async ({ page }) => {
    await page.goto('/legal/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const form = footer.getByRole('form', { name: 'Connect with our team' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Jordan Footer');
    await form.getByRole('textbox', { name: 'Email' }).fill('jordan@example.test');
    await form.getByRole('textbox', { name: 'Message' }).fill('Do you lend on mixed-use buildings?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText(SUCCESS)).toBeVisible();
    await expectNoAxeViolations(page);
  });
  // Last in the file: it uses up the contact rate limit for this address.
  test('a failed submit keeps the message and shows the error as a toast and under the form', async ({
    page,
    request,
  }) => {
    // Use up this address's allowance with real requests; the form's next submit gets a real 429.
    for (let i = 0; i < 20; i++) {
      const r = await apiPost(request, '/personal_account/v1/personal_account/contact_us', {
        text: 'Rate limit check',
        name: 'Load Test',
        email: 'load@example.test',
      });
      if (r.status() === 429) break;
    }
    await page.goto('/contactUs');
    const form = contactForm(page);
    await form.getByRole('textbox', { name: 'Name' }).fill('Morgan Visitor');
    await form.getByRole('textbox', { name: 'Email' }).fill('morgan@example.test');
    await form.getByRole('textbox', { name: 'Message' }).fill('Is a fix-and-flip loan possible in Ohio?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Too many' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText(/Too many/)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Is a fix-and-flip loan possible in Ohio?',
    );
  });
});
