import type { MessageOutbox, OutboxEntry } from './outbox.ts';

export const MESSAGES_USAGE = `Usage:
  messages failed                    list messages that ran out of tries
  messages retry <id> [<id> …]       queue those failed messages again
  messages retry --all-failed        queue every failed message again`;

function describe(entry: OutboxEntry): string {
  const subject = entry.subject === null ? '' : ` "${entry.subject}"`;
  const body = entry.redacted ? ' (body removed after the retention period: cannot be retried)' : '';
  return (
    `${entry.id}  ${entry.created_at}  ${entry.channel} to ${entry.recipient}${subject}  ` +
    `tries: ${entry.attempts}  last error: ${entry.last_error ?? 'none'}${body}`
  );
}

/**
 * The admin's view of failed messages until the back office exists: lists them, or queues them
 * again with a fresh count of tries (the API's worker then delivers them). Answers the exit code.
 */
export async function runMessagesCommand(
  args: readonly string[],
  outbox: MessageOutbox,
  print: (line: string) => void,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'failed' && rest.length === 0) {
    const failed = await outbox.failed();
    if (failed.length === 0) print('No failed messages.');
    for (const entry of failed) print(describe(entry));
    return 0;
  }
  if (command === 'retry' && rest.length > 0) {
    const allFailed = rest.length === 1 && rest[0] === '--all-failed';
    if (!allFailed && rest.some((id) => id.startsWith('-'))) {
      print(MESSAGES_USAGE);
      return 2;
    }
    const outcomes = await outbox.retry(allFailed ? 'all-failed' : rest);
    if (allFailed && outcomes.length === 0) print('No failed messages to retry.');
    for (const outcome of outcomes) {
      print(
        outcome.requeued ? `${outcome.id}  queued again` : `${outcome.id}  not queued: ${outcome.reason}`,
      );
    }
    const requeued = outcomes.filter((outcome) => outcome.requeued).length;
    if (requeued > 0) print(`${requeued} queued again; the API's worker delivers them within seconds.`);
    return outcomes.every((outcome) => outcome.requeued) ? 0 : 1;
  }
  print(MESSAGES_USAGE);
  return 2;
}
