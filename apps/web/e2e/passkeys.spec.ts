import { addVirtualAuthenticator } from '@northgate/playwright-config/passkeys';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { expect, test as base } from './fixtures.ts';
import { createAccountViaApi, seedSession } from './session.ts';

/**
 * WebAuthn needs a domain, not an address: these tests use the worker's server as
 * http://localhost:<port>, the origin the API derives its passkey settings from (ADR 0058).
 */
const test = base.extend({
  baseURL: async ({ serverURL }, provide) => provide(serverURL.replace('127.0.0.1', 'localhost')),
});

test.describe('passkeys', () => {
  test('a borrower adds a passkey, signs in with it instead of the password, renames it and removes it', async ({
    page,
    playwright,
    serverURL,
  }) => {
    // Three sign-ins and axe at two widths on two pages: 30 s alone, more beside other workers.
    test.setTimeout(120_000);
    const request = await playwright.request.newContext({ baseURL: serverURL });
    const account = await createAccountViaApi(request);
    await request.dispose();
    await addVirtualAuthenticator(page);
    const nav = page.getByRole('navigation', { name: 'Main' });

    // Signed in with the password, as always.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login/');
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(nav.getByRole('link', { name: 'Account' })).toBeVisible();
    const passwordLanding = new URL(page.url()).pathname;

    // The profile's Passkeys section: add one with a name.
    await page.goto('/profile/edit');
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(passkeys.getByRole('textbox', { name: 'Name for a new passkey' })).toBeFocused();
    await passkeys.getByRole('textbox', { name: 'Name for a new passkey' }).fill('Work laptop');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(
      passkeys.getByRole('status').filter({ hasText: 'Your passkey “Work laptop” was added.' }),
    ).toHaveText('Your passkey “Work laptop” was added. You can use it to log in.');
    const item = passkeys.getByRole('listitem').filter({ hasText: 'Work laptop' });
    await expect(item.getByText('Not used yet')).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page);
    }

    // Signed out, then back in with the passkey: no email, no password.
    await page.setViewportSize({ width: 1280, height: 800 });
    await nav.getByRole('button', { name: 'Log Out' }).click();
    await expect(nav.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.goto('/login/');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page);
    }
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(nav.getByRole('link', { name: 'Account' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(passwordLanding);
    await nav.getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('main').getByText(account.email, { exact: true })).toBeVisible();

    // The passkey was used; rename it, then remove it behind the confirmation, and focus lands on
    // what happened.
    await page.goto('/profile/edit');
    await expect(item.getByText('Not used yet')).toHaveCount(0);

    // Renamed in a dialog, which starts from the name; the new one is the API's, as a reload shows.
    await item.getByRole('button', { name: 'Rename the passkey Work laptop' }).click();
    const renameDialog = page.getByRole('dialog', { name: 'Rename this passkey' });
    const nameField = renameDialog.getByRole('textbox', { name: 'Passkey name' });
    await expect(nameField).toBeFocused();
    await expect(nameField).toHaveValue('Work laptop');
    await expectNoAxeViolations(page);
    await nameField.fill('Office laptop');
    await renameDialog.getByRole('button', { name: 'Save' }).click();
    await expect(passkeys.getByRole('status').filter({ hasText: 'is now called' })).toHaveText(
      'Your passkey “Work laptop” is now called “Office laptop”.',
    );
    await page.reload();
    const renamed = passkeys.getByRole('listitem').filter({ hasText: 'Office laptop' });
    await expect(renamed.getByRole('heading', { name: 'Office laptop' })).toBeVisible();
    await expect(passkeys.getByRole('heading', { name: 'Work laptop' })).toHaveCount(0);

    await renamed.getByRole('button', { name: 'Remove the passkey Office laptop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    const status = passkeys.getByRole('status').filter({ hasText: 'was removed' });
    await expect(status).toHaveText('Your passkey “Office laptop” was removed.');
    await expect(status).toBeFocused();
    await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();

    // The device still holds the removed passkey, but it signs in no more.
    await nav.getByRole('button', { name: 'Log Out' }).click();
    await expect(nav.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.goto('/login/');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'That passkey did not sign you in. Try again, or log in with your email and password.',
    );
    await expect(page).toHaveURL(/\/login\/?$/);
  });

  test('a list that could not be loaded is said so, never as no passkeys, and comes on Try again', async ({
    page,
    demoTokens,
  }) => {
    await seedSession(page, demoTokens);
    const list = '**/personal_account/v1/personal_account/passkeys';
    await page.route(list, (route) => route.abort('internetdisconnected'));
    await page.goto('/profile/edit');
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await expect(passkeys.getByRole('alert')).toHaveText(
      'Your passkeys could not be loaded. Check your connection and try again.',
    );
    await expect(passkeys.getByText('You have no passkeys yet.')).toHaveCount(0);
    await expect(passkeys.getByRole('button', { name: 'Add a passkey' })).toHaveCount(0);
    await page.unroute(list);
    await passkeys.getByRole('button', { name: 'Try again' }).click();
    await expect(passkeys.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
    await expect(passkeys.getByRole('alert')).toHaveCount(0);
  });
});
