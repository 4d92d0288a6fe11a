import { parseArgs } from 'node:util';
import { StaffRoleSchema, type StaffRole } from '@northgate/contracts';
import { newPassword, personName, requiredEmail } from '@northgate/validators';
import { passwordStrength } from '@northgate/validators/password-strength';
import * as v from 'valibot';
import type { StaffAccounts } from './staff-accounts.ts';

export const STAFF_CREATE_USAGE = `Usage:
  staff:create --email <email> --first-name <name> --last-name <name> --role <loan_officer|processor|admin>
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
    values = parseArgs({
      args: [...args],
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        role: { type: 'string' },
      },
      strict: true,
    }).values;
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
  const created = await accounts.create({ ...input, role: input.role as StaffRole });
  if (created === undefined) {
    io.print(`A staff member already uses ${input.email.toLowerCase()}.`);
    return 1;
  }
  io.print(`Created ${input.role} ${input.firstName} ${input.lastName} <${created.email}> (${created.id}).`);
  return 0;
}
