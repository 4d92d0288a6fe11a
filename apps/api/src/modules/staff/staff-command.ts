import { parseArgs } from 'node:util';
import { StaffRoleSchema } from '@northgate/contracts';
import { newPassword, personName, requiredEmail } from '@northgate/validators';
import { passwordStrength } from '@northgate/validators/password-strength';
import * as v from 'valibot';
import { staffName, type StaffAccounts } from './staff-accounts.ts';
import type { StaffSecondFactors } from './staff-second-factors.ts';

export const STAFF_CREATE_USAGE = `Usage:
  staff:create --email <email> --first-name <name> --last-name <name> --role <loan_officer|processor|admin>
  staff:create --admin --email <email> --first-name <name> --last-name <name>   (--admin is --role admin: the first admin)
The password is read from STAFF_PASSWORD, or asked for when it is not set.`;

const StaffInputSchema = v.object({
  email: requiredEmail(),
  firstName: personName(),
  lastName: personName(),
  role: StaffRoleSchema,
  password: newPassword(),
});

export interface StaffCommandIo {
  print: (line: string) => void;
  /** The password: STAFF_PASSWORD, or a prompt. */
  readPassword: () => Promise<string>;
}

/**
 * Creates a back-office account (docs/decisions/0017-loan-pipeline.md): the only way staff come
 * to exist besides the local demo seed. Prints nothing secret. Answers the exit code.
 */
export async function runStaffCreate(
  args: readonly string[],
  accounts: StaffAccounts,
  io: StaffCommandIo,
): Promise<number> {
  let values: Record<string, string | undefined>;
  try {
    const { admin, ...named } = parseArgs({
      args: [...args],
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        role: { type: 'string' },
        admin: { type: 'boolean' },
      },
      strict: true,
    }).values;
    // --admin with another --role is a contradiction, not a choice.
    if (admin && named.role !== undefined && named.role !== 'admin') throw new Error('two roles');
    values = admin ? { ...named, role: 'admin' } : named;
  } catch {
    io.print(STAFF_CREATE_USAGE);
    return 2;
  }
  if (!values.email || !values['first-name'] || !values['last-name'] || !values.role) {
    io.print(STAFF_CREATE_USAGE);
    return 2;
  }
  const parsed = v.safeParse(StaffInputSchema, {
    email: values.email,
    firstName: values['first-name'],
    lastName: values['last-name'],
    role: values.role,
    password: await io.readPassword(),
  });
  if (!parsed.success) {
    for (const issue of parsed.issues) io.print(`${v.getDotPath(issue) ?? 'input'}: ${issue.message}`);
    return 1;
  }
  const input = parsed.output;
  const { strong, feedback } = passwordStrength(input.password, {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
  });
  if (!strong) {
    io.print(`password: ${feedback}`);
    return 1;
  }
  const created = await accounts.create({ ...input, role: input.role });
  if (created === undefined) {
    io.print(`A staff member already uses ${input.email.toLowerCase()}.`);
    return 1;
  }
  io.print(`Created ${input.role} ${input.firstName} ${input.lastName} <${created.email}> (${created.id}).`);
  return 0;
}

export const STAFF_ACCESS_USAGE = `Usage:
  staff:disable --email <email>   ends their sessions at once and refuses their sign-in
  staff:disable --email <email> --enable   lets them sign in again`;

/**
 * Disables (or enables again) a back-office account: someone who leaves the lender, or a lost
 * laptop. Disabling ends every session the staff member holds. Answers the exit code.
 */
export async function runStaffDisable(
  args: readonly string[],
  accounts: StaffAccounts,
  io: Pick<StaffCommandIo, 'print'>,
): Promise<number> {
  let values: { email?: string | undefined; enable?: boolean | undefined };
  try {
    values = parseArgs({
      args: [...args],
      options: { email: { type: 'string' }, enable: { type: 'boolean' } },
      strict: true,
    }).values;
  } catch {
    io.print(STAFF_ACCESS_USAGE);
    return 2;
  }
  if (!values.email) {
    io.print(STAFF_ACCESS_USAGE);
    return 2;
  }
  const email = values.email.trim().toLowerCase();
  if (values.enable) {
    const enabled = await accounts.enable(email);
    if (enabled === undefined) {
      io.print(`No staff member uses ${email}.`);
      return 1;
    }
    io.print(`Enabled ${staffName(enabled)} <${enabled.email}>: they can sign in again.`);
    return 0;
  }
  const disabled = await accounts.disable(email);
  if (disabled === undefined) {
    io.print(`No staff member uses ${email}.`);
    return 1;
  }
  const { staff, endedSessions } = disabled;
  const sessions = endedSessions === 1 ? '1 session' : `${endedSessions} sessions`;
  io.print(`Disabled ${staffName(staff)} <${staff.email}> and ended ${sessions}.`);
  return 0;
}

export const STAFF_RESET_FACTOR_USAGE = `Usage:
  staff:reset-factor --email <email>   removes their authenticator app and recovery codes and ends their sessions;
                                       their next sign-in enrols a new app`;

/**
 * A staff member lost their authenticator app and their recovery codes: removes both and ends
 * every session they hold, so their next sign-in (password first) enrols a new app. Recorded in
 * the staff sign-in events. Answers the exit code.
 */
export async function runStaffResetFactor(
  args: readonly string[],
  factors: Pick<StaffSecondFactors, 'reset'>,
  io: Pick<StaffCommandIo, 'print'>,
): Promise<number> {
  let email: string | undefined;
  try {
    email = parseArgs({ args: [...args], options: { email: { type: 'string' } }, strict: true }).values.email;
  } catch {
    io.print(STAFF_RESET_FACTOR_USAGE);
    return 2;
  }
  if (!email) {
    io.print(STAFF_RESET_FACTOR_USAGE);
    return 2;
  }
  const reset = await factors.reset(email);
  if (reset === undefined) {
    io.print(`No staff member uses ${email.trim().toLowerCase()}.`);
    return 1;
  }
  const { staff, endedSessions } = reset;
  const sessions = endedSessions === 1 ? '1 session' : `${endedSessions} sessions`;
  io.print(
    `Reset the second factor of ${staffName(staff)} <${staff.email}> and ended ${sessions}: they add a new authenticator app at their next sign-in.`,
  );
  return 0;
}
