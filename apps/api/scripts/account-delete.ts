// Deletes a borrower account and its documents' stored files: same configuration, database and
// document store as the server. `pnpm account:delete --email …`; built as dist/account-delete.mjs.
import { loadConfigOrExit } from '../src/config/config.ts';
import { openConfiguredDatabase } from '../src/db/database.ts';
import { runAccountDelete } from '../src/modules/account/account-command.ts';
import { AccountDeletion } from '../src/modules/account/account-deletion.ts';
import { createDocumentStore } from '../src/modules/documents/create-document-store.ts';

const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config);
const store = createDocumentStore(config.documentStorage);
try {
  await database.migrate();
  process.exitCode = await runAccountDelete(process.argv.slice(2), new AccountDeletion(database.db, store), {
    print: (line) => console.log(line),
  });
} finally {
  store.close();
  await database.close();
}
