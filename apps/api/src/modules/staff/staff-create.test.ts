import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldEncryption } from '../../field-encryption.ts';
import type { Database } from '../../db/database.ts';
import { seedDemoStaff, demoStaff } from '../../db/seed.ts';
import { verifyPassword } from '../identity/passwords.ts';
import { StaffAccounts } from './staff-accounts.ts';
import { runStaffCreate, STAFF_CREATE_USAGE } from './staff-command.ts';
import { StaffSecondFactors } from './staff-second-factors.ts';
import { rememberSecret } from '../../../test/helpers/log-audit.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const PASSWORD = 'Lantern-Orchard-Quiet-2025';
rememberSecret('password', PASSWORD);

describe.each(databaseVariants())('pnpm staff:create on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  async function run(args: string[], password = PASSWORD) {
    const printed: string[] = [];
    const code = await runStaffCreate(args, new StaffAccounts(database.db), {
      print: (line) => printed.push(line),
      readPassword: async () => password,
    });
    return { code, output: printed.join('\n') };
  }

  const args = (email: string, role = 'processor') => [
    '--email',
    email,
    '--first-name',
    'Pat',
    '--last-name',
    'Processor',
    '--role',
    role,
  ];

  it('creates a staff member who can sign in with the password, and prints no secret', async () => {
    const { code, output } = await run(args('Pat@Northgate.test'));
    expect(code).toBe(0);
    expect(output).toMatch(/^Created processor Pat Processor <pat@northgate\.test> \(/);
    expect(output).not.toContain(PASSWORD);
    const created = await new StaffAccounts(database.db).findByEmail('pat@northgate.test');
    expect(created).toMatchObject({ role: 'processor', disabledAt: null });
    expect(await verifyPassword(created!.passwordHash ?? '', PASSWORD)).toBe(true);
  });

  it('refuses a taken email, an unknown role, a weak password and missing options', async () => {
    await run(args('taken@northgate.test'));
    expect(await run(args('taken@northgate.test'))).toEqual({
      code: 1,
      output: 'A staff member already uses taken@northgate.test.',
    });
    expect((await run(args('role@northgate.test', 'owner'))).output).toBe(
      'role: Choose loan_officer, processor or admin',
    );
    const weak = await run(args('weak@northgate.test'), 'password1234');
    expect(weak.code).toBe(1);
    expect(weak.output).toMatch(/^password: /);
    expect(await run(['--email', 'x@northgate.test'])).toEqual({ code: 2, output: STAFF_CREATE_USAGE });
    expect(await run(['--nickname', 'x'])).toEqual({ code: 2, output: STAFF_CREATE_USAGE });
  });

  it('seeds the demo staff member once (local mode), with the demo authenticator secret', async () => {
    const factors = new StaffSecondFactors(
      database.db,
      new FieldEncryption(randomBytes(32)),
      'test-token-secret',
    );
    expect(await seedDemoStaff(database.db, factors)).toBe(true);
    expect(await seedDemoStaff(database.db, factors)).toBe(false);
    const demo = await new StaffAccounts(database.db).findByEmail(demoStaff.email);
    expect(demo).toMatchObject({ role: 'admin', firstName: 'Sam' });
    expect(await factors.hasFactor(demo?.id ?? '')).toBe(true);
    // A staff member the command creates has none: they enrol at their first sign-in.
    await run([
      '--email',
      'new@northgate.test',
      '--first-name',
      'Nia',
      '--last-name',
      'New',
      '--role',
      'processor',
    ]);
    const created = await new StaffAccounts(database.db).findByEmail('new@northgate.test');
    expect(await factors.hasFactor(created?.id ?? '')).toBe(false);
  });
});
