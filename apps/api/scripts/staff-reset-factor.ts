// Resets a back-office staff member's lost second factor (ADR 0052), ending their sessions: same
// configuration and database as the server. `pnpm staff:reset-factor --email …`; built as dist/staff-reset-factor.mjs.
import { loadConfigOrExit } from '../src/config/config.ts';
import { openConfiguredDatabase } from '../src/db/database.ts';
import { FieldEncryption } from '../src/field-encryption.ts';
import { runStaffResetFactor } from '../src/modules/staff/staff-command.ts';
import { StaffSecondFactors } from '../src/modules/staff/staff-second-factors.ts';

const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const factors = new StaffSecondFactors(
    database.db,
    new FieldEncryption(config.dataEncryptionKey),
    config.tokenSecret,
  );
  process.exitCode = await runStaffResetFactor(process.argv.slice(2), factors, {
    print: (line) => console.log(line),
  });
} finally {
  await database.close();
}
