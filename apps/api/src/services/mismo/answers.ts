/** Reading stored answers without trusting their shape: a missing or odd value reads as blank. */
export type Answers = Record<string, unknown>;

export function group(source: unknown, key: string): Answers {
  const found = typeof source === 'object' && source !== null ? (source as Answers)[key] : undefined;
  return typeof found === 'object' && found !== null && !Array.isArray(found) ? (found as Answers) : {};
}

export function text(source: Answers, key: string): string {
  const found = source[key];
  return typeof found === 'string' ? found.trim() : typeof found === 'number' ? String(found) : '';
}

export function items(source: Answers, key: string): Answers[] {
  const found = source[key];
  return Array.isArray(found)
    ? found.filter((item): item is Answers => typeof item === 'object' && item !== null)
    : [];
}

export function flag(source: Answers, key: string): boolean {
  return source[key] === true;
}

/** A dollar answer as MISMO writes amounts ("1850.00"); blank or not a number: absent. */
export function amount(raw: string): string | undefined {
  if (raw === '') return undefined;
  const parsed = Number(raw.replace(/[$,\s]/g, ''));
  return Number.isFinite(parsed) ? parsed.toFixed(2) : undefined;
}

/** An annual dollar answer as a monthly amount, to the cent. */
export function monthlyOf(annual: string): string | undefined {
  const yearly = amount(annual);
  return yearly === undefined ? undefined : (Number(yearly) / 12).toFixed(2);
}

/** A yes/no answer as a MISMO indicator; unanswered: absent. */
export function indicator(answer: string): 'true' | 'false' | undefined {
  return answer === 'yes' ? 'true' : answer === 'no' ? 'false' : undefined;
}
