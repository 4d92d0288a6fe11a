// The failed-message command (see apps/api/README.md): same configuration and database as the
// server. `pnpm --filter @northgate/api messages failed`; built as dist/messages.mjs.
import { loadConfigOrExit } from '../src/config/config.ts';
import { openConfiguredDatabase } from '../src/db/database.ts';
import { MessageOutbox } from '../src/modules/messaging/outbox.ts';
import { runMessagesCommand } from '../src/modules/messaging/messages-command.ts';

const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  process.exitCode = await runMessagesCommand(process.argv.slice(2), new MessageOutbox(database.db), (line) =>
    console.log(line),
  );
} finally {
  await database.close();
}
