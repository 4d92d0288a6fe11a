import { format, resolveConfig } from 'prettier';
import { envTableMarkdown } from '../src/config/env-docs.ts';

export const START =
  '<!-- env-table:start (written by pnpm docs:env from apps/api/src/config/env-docs.ts) -->';
export const END = '<!-- env-table:end -->';

/** `readme` with the table between the markers written afresh, formatted as Prettier would. */
export async function readmeWithEnvTable(readme: string, filepath: string): Promise<string> {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${START} … ${END}`);
  const written = `${readme.slice(0, start + START.length)}\n\n${envTableMarkdown()}\n\n${readme.slice(end)}`;
  const options = (await resolveConfig(filepath)) ?? {};
  return format(written, { ...options, filepath });
}
