import { AppLink } from '../../navigation/navigation.tsx';

/** A link inside a sentence of content: `to` is a path of this site. */
export interface TextLink {
  readonly to: string;
  readonly text: string;
}

/**
 * Copy that may name a page of the site: a plain string, or its pieces with links between them.
 * A sentence promising something the site does (uploads, the applications in the profile) links to
 * the page that does it, so the promise can be checked by following it.
 */
export type LinkedText = string | readonly (string | TextLink)[];

/** The words alone (tests, meta descriptions). */
export function plainText(text: LinkedText): string {
  return typeof text === 'string'
    ? text
    : text.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}

/** The pages a piece of copy links to. */
export function linksIn(text: LinkedText): readonly TextLink[] {
  return typeof text === 'string' ? [] : text.filter((part): part is TextLink => typeof part !== 'string');
}

/** Renders copy with its links (inside the caller's paragraph). */
export function LinkedTextView({ text }: { text: LinkedText }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <AppLink key={i} to={part.to}>
            {part.text}
          </AppLink>
        ),
      )}
    </>
  );
}
