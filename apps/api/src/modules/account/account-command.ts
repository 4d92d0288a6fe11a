import { parseArgs } from 'node:util';
import type { AccountDeletion } from './account-deletion.ts';

export const ACCOUNT_DELETE_USAGE = `Usage:
  account:delete --email <email>
Deletes the borrower account and its uploaded documents' files. Submitted applications stay, without the account.`;

/** `pnpm account:delete --email …`: an operator answering a borrower's request to delete their data. */
export async function runAccountDelete(
  args: readonly string[],
  deletion: AccountDeletion,
  io: { print: (line: string) => void },
): Promise<number> {
  let email: string | undefined;
  try {
    email = parseArgs({ args: [...args], options: { email: { type: 'string' } }, strict: true }).values.email;
  } catch {
    email = undefined;
  }
  if (!email) {
    io.print(ACCOUNT_DELETE_USAGE);
    return 2;
  }
  const outcome = await deletion.deleteByEmail(email);
  if (outcome.kind === 'missing') {
    io.print(`No borrower account uses ${email}.`);
    return 1;
  }
  io.print(`Deleted the account ${email} and ${outcome.files} stored file(s).`);
  if (outcome.filesLeft.length === 0) return 0;
  io.print(
    `These stored files could not be removed; delete them from the document store: ${outcome.filesLeft.join(', ')}`,
  );
  return 1;
}
