/** Answer keys that hold identity or account numbers: SSN, ITIN, date of birth, EIN, bank accounts. */
const SENSITIVE_KEY = /ssn|itin|dateOfBirth|ein$|accountNumber|accountLast4|routing/i;

/**
 * Every non-empty SSN, ITIN, date of birth, EIN and account number in a set of answers, however
 * deeply nested (owners, co-borrowers, accounts): for tests that check a message carries none.
 */
export function sensitiveAnswerValues(answers: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (value !== '' && SENSITIVE_KEY.test(key)) found.push(value);
    } else if (value instanceof Object) {
      for (const [childKey, child] of Object.entries(value))
        visit(child, Array.isArray(value) ? key : childKey);
    }
  };
  visit(answers, '');
  return found;
}
