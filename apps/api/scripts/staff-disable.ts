// Disables a back-office staff member, ending their sessions (or `--enable` lets them sign in again):
// same configuration and database as the server. `pnpm staff:disable --email …`; built as dist/staff-disable.mjs.
import { loadConfigOrExit } from '../src/config/config.ts';
import { openConfiguredDatabase } from '../src/db/database.ts';
import { StaffAccounts } from '../src/modules/staff/staff-accounts.ts';
import { runStaffDisable } from '../src/modules/staff/staff-command.ts';

const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  process.exitCode = await runStaffDisable(process.argv.slice(2), new StaffAccounts(database.db), {
    print: (line) => console.log(line),
  });
} finally {
  await database.close();
}
