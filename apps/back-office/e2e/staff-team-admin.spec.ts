import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { DEMO_STAFF } from './borrower.ts';
import { enterPassword, freshTotpCode, submitPastTheQuota } from './staff-sign-in.ts';

// ADR 0054: an admin invites a staff member from the Staff page; the invite email's one-time link
// sets a password and enrols an authenticator app; disabling them from the page ends their session
// at once, so their next action lands on the sign-in page with a message.
const INVITED = {
  email: 'ivy.invitee@northgate.test',
  firstName: 'Ivy',
  lastName: 'Invitee',
  name: 'Ivy Invitee',
  password: 'Lantern-Orchard-Falcon-2026',
} as const;

/** The demo admin signs in (the code step waits out a quota an earlier spec's wrong codes used up). */
async function demoAdminSignsIn(page: Page) {
  await page.goto('/staff/');
  await enterPassword(page, DEMO_STAFF);
  const codeBox = page.getByRole('textbox', { name: /Authentication code/ });
  await submitPastTheQuota(
    page,
    async () => {
      await codeBox.fill(await freshTotpCode(DEMO_STAFF.totpSecret));
      await page.getByRole('button', { name: 'Sign in' }).click();
    },
    page.getByRole('heading', { level: 1, name: 'Application queue' }),
  );
}

/** The invite link in the newest email the dev outbox holds for `recipient` (local mode). */
async function inviteLink(request: APIRequestContext, recipient: string): Promise<string> {
  const response = await request.get('/dev/api/outbox');
  const { messages } = (await response.json()) as { messages: { recipient: string; body: string }[] };
  const body = messages.find((message) => message.recipient === recipient)?.body ?? '';
  const link = /https?:\/\/\S+\/staff\/invite\/[\w-]+/.exec(body)?.[0];
  if (link === undefined) throw new Error(`no invite email to ${recipient}`);
  return new URL(link).pathname;
}

test('an admin invites a staff member, who sets a password and enrols; disabled, their next action is refused; the page is axe-clean at 1280 and 390 px', async ({
  browser,
  page,
  request,
}) => {
  // A minute more when an earlier spec used this address's second-factor tries.
  test.setTimeout(150_000);
  await demoAdminSignsIn(page);
  await page.getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Staff members/ })).toBeVisible();
  // Axe-clean at desktop and phone width, also with the invite form's errors shown.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  const invite = page.getByRole('form', { name: 'Invite a staff member' });
  await invite.getByLabel('Email').fill(INVITED.email);
  await invite.getByLabel('First name').fill(INVITED.firstName);
  await invite.getByLabel('Last name').fill(INVITED.lastName);
  await invite.getByLabel('Role', { exact: true }).selectOption('processor');
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(invite.getByRole('status').filter({ hasText: 'Invite sent' })).toHaveText(
    `Invite sent to ${INVITED.email}.`,
  );
  const row = page
    .getByRole('table', { name: /Staff members/ })
    .getByRole('row', { name: new RegExp(INVITED.name) });
  await expect(row).toContainText('Invited, not accepted yet');

  // The invited member, in a browser of their own, follows the link from the email.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await them.goto(await inviteLink(request, INVITED.email));
  await expect(
    them.getByRole('heading', { name: `Welcome, ${INVITED.firstName}: choose your password` }),
  ).toBeFocused();
  await expectNoAxeViolations(them);
  await them.getByLabel('Password', { exact: true }).fill(INVITED.password);
  await them.getByLabel('The same password again').fill(INVITED.password);
  await them.getByRole('button', { name: 'Set password' }).click();
  await expect(them.getByRole('heading', { name: 'Set up your authenticator app' })).toBeFocused();
  const secret = (await them.getByText(/^[A-Z2-7]{32}$/).textContent()) ?? '';
  await them.getByRole('textbox', { name: /Authentication code/ }).fill(await freshTotpCode(secret));
  await them.getByRole('button', { name: 'Confirm' }).click();
  await expect(them.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  await them.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(them.getByText(`Signed in as ${INVITED.name}`)).toBeVisible();
  await expect(them.getByRole('heading', { level: 1, name: 'Application queue' })).toBeVisible();

  // The link worked once.
  const again = await theirs.newPage();
  await again.goto(await inviteLink(request, INVITED.email));
  await expect(again.getByRole('alert')).toContainText('This invite link does not work');
  await again.close();

  // The admin sees them enrolled, and disables them.
  await page.reload();
  await expect(row).toContainText('Authenticator app');
  await expect(row).toContainText('Processor');
  await row.getByRole('button', { name: `Disable ${INVITED.name}` }).click();
  await expect(page.getByRole('status').first()).toHaveText(
    `Disabled ${INVITED.name} and ended their sessions.`,
  );
  await expect(row).toContainText('Disabled');
  await expect(page.getByRole('table', { name: /staff administration actions/ })).toContainText(
    'Disabled and ended every session',
  );

  // Their next action is refused: they land on the sign-in page, told why.
  await them.getByRole('link', { name: 'Northgate back office' }).click();
  await expect(them).toHaveURL(/\/staff\/sign-in/);
  await expect(
    them.getByRole('status').filter({ hasText: 'Your session has ended. Sign in again to continue.' }),
  ).toBeVisible();
  await theirs.close();
});
