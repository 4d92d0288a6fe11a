// Creates a back-office staff member (see the README): same configuration and database as the
// server. `pnpm staff:create --email … --first-name … --last-name … --role …` (`--admin` for the
// first admin in production); built as dist/staff-create.mjs. Problems are one line, no stack.
import { createInterface } from 'node:readline/promises';
import { loadConfigOrExit, type AppConfig } from '../src/config/config.ts';
import { openConfiguredDatabase, type Database } from '../src/db/database.ts';
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

/** The server's database, or one line saying why not (an unreachable host, a refused password). */
async function openDatabaseOrExit(config: AppConfig): Promise<Database> {
  try {
    const database = await openConfiguredDatabase(config);
    await database.ping();
    return database;
  } catch (error) {
    console.error(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const config = loadConfigOrExit();
const database = await openDatabaseOrExit(config);
try {
  await database.migrate();
  process.exitCode = await runStaffCreate(process.argv.slice(2), new StaffAccounts(database.db), {
    print: (line) => console.log(line),
    readPassword,
  });
} finally {
  await database.close();
}
