/** Turning a step's stored answers into rows a person can read. */

export interface MaskedAnswer {
  masked: true;
  lastFour?: string;
  ref: string;
}

export function isMaskedAnswer(value: unknown): value is MaskedAnswer {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const candidate = value as Record<string, unknown>;
  return candidate.masked === true && typeof candidate.ref === 'string';
}

export interface AnswerRow {
  /** Dotted path from the step's values, e.g. `owners.0.ssnOrItin` (what the reveal call names). */
  path: string;
  label: string;
  value: string | MaskedAnswer;
}

const ACRONYMS: Record<string, string> = {
  ssn: 'SSN',
  itin: 'ITIN',
  ein: 'EIN',
  llc: 'LLC',
  id: 'ID',
  ids: 'IDs',
  zip: 'ZIP',
  dscr: 'DSCR',
  ltv: 'LTV',
};

/** `ssnOrItin` → "SSN or ITIN", `dateOfBirth` → "Date of birth", `owners.0.name` → "Owners 1: name". */
export function labelOf(path: string): string {
  return path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : humanize(part)))
    .reduce((label, part, index) =>
      index === 0 ? part : /^\d+$/.test(part) ? `${label} ${part}` : `${label}: ${part.toLowerCase()}`,
    );
}

function humanize(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function scalarText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'Not answered';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // A drawn signature is an image; its bytes mean nothing as text.
  if (typeof value === 'string' && value.startsWith('data:image/')) return 'Signed (image on file)';
  return String(value);
}

/** Flattens nested answers (groups, lists of owners) to labelled rows; masked values stay masked. */
export function answerRows(values: Record<string, unknown>, prefix = ''): AnswerRow[] {
  return Object.entries(values).flatMap(([key, value]): AnswerRow[] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isMaskedAnswer(value)) return [{ path, label: labelOf(path), value }];
    if (Array.isArray(value)) {
      if (value.every((item) => typeof item !== 'object' || item === null)) {
        return [
          { path, label: labelOf(path), value: value.length ? value.map(scalarText).join(', ') : 'None' },
        ];
      }
      return value.flatMap((item, index) =>
        typeof item === 'object' && item !== null
          ? answerRows(item as Record<string, unknown>, `${path}.${index}`)
          : [{ path: `${path}.${index}`, label: labelOf(`${path}.${index}`), value: scalarText(item) }],
      );
    }
    if (typeof value === 'object' && value !== null)
      return answerRows(value as Record<string, unknown>, path);
    return [{ path, label: labelOf(path), value: scalarText(value) }];
  });
}

/** How a masked answer reads before it is revealed. */
export function maskedText(value: MaskedAnswer): string {
  return value.lastFour ? `Hidden, ending ${value.lastFour}` : 'Hidden';
}
