// Creates a back-office staff member (see the README): same configuration and database as the
// server. `pnpm staff:create --email … --first-name … --last-name … --role …`; built as dist/staff-create.mjs.
import { createInterface } from 'node:readline/promises';
import { loadConfigOrExit } from '../src/config/config.ts';
import { openConfiguredDatabase } from '../src/db/database.ts';
import { StaffAccounts } from '../src/modules/staff/staff-accounts.ts';
import { runStaffCreate } from '../src/modules/staff/staff-command.ts';

/** STAFF_PASSWORD, or a prompt whose typing is not echoed. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = prompt as unknown as { _writeToOutput?: (text: string) => void };
  const question = prompt.question('Password for the new staff member: ');
  output._writeToOutput = () => undefined;
  try {
    return await question;
  } finally {
    prompt.close();
    process.stdout.write('\n');
  }
}

const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  process.exitCode = await runStaffCreate(process.argv.slice(2), new StaffAccounts(database.db), {
    print: (line) => console.log(line),
    readPassword,
  });
} finally {
  await database.close();
}
