import { describe, expect, it } from 'vitest';
import { StaffAccounts } from './staff-accounts.ts';
import { runStaffDisable, STAFF_ACCESS_USAGE } from './staff-command.ts';
import { caller, createStaff, staffSignIn } from '../../../test/helpers/pipeline.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

describe.each(databaseVariants())('pnpm staff:disable on $name', ({ open }) => {
  const t = useTestApp(open);
  const call = caller(() => t.app);

  async function run(args: string[]) {
    const printed: string[] = [];
    const code = await runStaffDisable(args, new StaffAccounts(t.database.db), {
      print: (line) => printed.push(line),
    });
    return { code, output: printed.join('\n') };
  }

  const signIn = async (email: string, password: string) =>
    call('POST', '/staff/api/v1/auth/login', undefined, { email, password });

  it('ends every session of the staff member at once and refuses their sign-in until enabled again', async () => {
    const staff = await createStaff(t.database, 'loan_officer');
    const laptop = await staffSignIn(t.app, staff);
    const phone = await staffSignIn(t.app, staff);
    // Both sessions work, and are remembered as active by this process.
    expect((await call('GET', '/staff/api/v1/me', laptop.access_token)).statusCode).toBe(200);
    expect((await call('GET', '/staff/api/v1/me', phone.access_token)).statusCode).toBe(200);

    expect(await run(['--email', staff.email.toUpperCase()])).toEqual({
      code: 0,
      output: `Disabled Morgan Officer <${staff.email}> and ended 2 sessions.`,
    });
    expect((await call('GET', '/staff/api/v1/me', laptop.access_token)).statusCode).toBe(401);
    expect((await call('GET', '/staff/api/v1/me', phone.access_token)).statusCode).toBe(401);
    const refresh = await call('POST', '/staff/api/v1/auth/refresh', undefined, {
      refresh_token: laptop.refresh_token,
    });
    expect(refresh.statusCode).toBe(401);
    expect((await signIn(staff.email, staff.password)).statusCode).toBe(401);

    expect(await run(['--email', staff.email, '--enable'])).toEqual({
      code: 0,
      output: `Enabled Morgan Officer <${staff.email}>: they can sign in again.`,
    });
    const { access_token } = await staffSignIn(t.app, staff);
    expect((await call('GET', '/staff/api/v1/me', access_token)).statusCode).toBe(200);
  });

  it('says so for an unknown email and shows its usage for missing or unknown options', async () => {
    expect(await run(['--email', 'nobody@northgate.test'])).toEqual({
      code: 1,
      output: 'No staff member uses nobody@northgate.test.',
    });
    expect(await run([])).toEqual({ code: 2, output: STAFF_ACCESS_USAGE });
    expect(await run(['--email', 'a@northgate.test', '--force'])).toEqual({
      code: 2,
      output: STAFF_ACCESS_USAGE,
    });
  });
});
