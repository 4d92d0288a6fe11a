import { isPlainText, messages } from '@northgate/validators';
import { errorMessages } from '../messages.ts';
import type { ValidationDetail } from './errors.ts';

/**
 * Bounds on every JSON body, checked as it is parsed (plugins/json-bodies.ts) so no route, schema
 * or serializer ever walks an unbounded tree. The body limit (256 KB, app.ts) caps the bytes; these
 * cap the shape, which 256 KB alone does not: 4,000 nested arrays fit in 10 KB and overflowed the
 * stack when a draft was serialized.
 */
export const JSON_LIMITS = {
  /**
   * The deepest body a form sends is about six levels (body, values, owners, an owner, the
   * owner's address, its street); 32 leaves room to grow and keeps every recursive walk after
   * parsing (valibot, JSON.stringify, the staff summary) thousands of frames from the limit.
   */
  maxDepth: 32,
  /** The largest form has a few hundred fields; lists (owners, properties) fit many times over. */
  maxValues: 10_000,
  /**
   * The longest string a form sends is a drawn signature, a PNG data URL of tens of kilobytes;
   * free text is capped far lower by its own rule.
   */
  maxStringLength: 200_000,
  /** Keys are field names (short); an object key holding a document is never a field. */
  maxKeyLength: 200,
} as const;

type Key = string | number;
interface Pending {
  value: unknown;
  depth: number;
  key?: Key;
  parent?: Pending;
}

function pathOf(entry: Pending): Key[] {
  const path: Key[] = [];
  for (let at: Pending | undefined = entry; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

function textProblem(text: string, max: number): Pick<ValidationDetail, 'msg' | 'type'> | undefined {
  if (!isPlainText(text)) return { msg: messages.specialCharacters, type: 'special_characters' };
  if (text.length > max) return { msg: messages.maxLength(max), type: 'string_too_long' };
  return undefined;
}

/**
 * The first problem of a parsed JSON value (or query object), as a 422 detail whose `loc` starts
 * with `location` and points at the value: too deep, too many values, a string too long, or text
 * holding U+0000, another control character or a lone surrogate (PostgreSQL refuses NUL in text
 * and \u0000 in jsonb). Walks with its own stack: a hostile body cannot overflow the call stack.
 */
export function findJsonProblem(location: 'body' | 'query', root: unknown): ValidationDetail | undefined {
  const pending: Pending[] = [{ value: root, depth: 0 }];
  // Values seen so far, counted as they are queued, so a huge array is refused before it is walked.
  let count = 1;
  const tooMany = (): ValidationDetail => ({
    loc: [location],
    msg: errorMessages.tooManyValues,
    type: 'too_many_values',
  });
  while (pending.length > 0) {
    const entry = pending.pop() as Pending;
    const at = (key?: Key) => [location, ...pathOf(entry), ...(key === undefined ? [] : [key])];
    const { value } = entry;
    if (typeof value === 'string') {
      const problem = textProblem(value, JSON_LIMITS.maxStringLength);
      if (problem) return { loc: at(), ...problem };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (entry.depth >= JSON_LIMITS.maxDepth) {
      return { loc: at(), msg: errorMessages.nestedTooDeeply, type: 'too_deep' };
    }
    const depth = entry.depth + 1;
    if (Array.isArray(value)) {
      count += value.length;
      if (count > JSON_LIMITS.maxValues) return tooMany();
      value.forEach((item: unknown, index) =>
        pending.push({ value: item, depth, key: index, parent: entry }),
      );
      continue;
    }
    const entries = Object.entries(value);
    count += entries.length;
    if (count > JSON_LIMITS.maxValues) return tooMany();
    for (const [key, item] of entries) {
      const problem = textProblem(key, JSON_LIMITS.maxKeyLength);
      if (problem) return { loc: at(key), ...problem };
      pending.push({ value: item, depth, key, parent: entry });
    }
  }
  return undefined;
}
