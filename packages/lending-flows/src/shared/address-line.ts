// An address in words, for the review page, the PDF copy and the messages of the rules across steps.

/** A US address as one line: "48 Brackett Street, Apt 2, Portland, ME 04102". */
export function addressLine(value: Record<string, unknown>): string | undefined {
  const { street, unit, city, state, zip } = value;
  const parts = [street, unit, city].filter((part) => typeof part === 'string' && part.trim() !== '');
  const tail = [state, zip].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
  const line = [...parts, ...(tail === '' ? [] : [tail])].join(', ');
  return line === '' ? undefined : line;
}
