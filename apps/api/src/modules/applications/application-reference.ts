/** Crockford's base 32: no I, L, O or U, so a reference read out on the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The reference a borrower and our staff use for an application, e.g. `NG-7KQ2-M9XD`: the
 * first 40 bits of its id (random in a version 4 UUID) in Crockford's base 32. It is derived,
 * never stored, so it is the same on every screen and in every email.
 */
export function applicationReference(applicationId: string): string {
  const hex = applicationId.replace(/-/g, '').slice(0, 10);
  if (!/^[0-9a-f]{10}$/i.test(hex)) throw new RangeError('An application id is a UUID');
  let bits = BigInt(`0x${hex}`);
  let code = '';
  for (let i = 0; i < 8; i++) {
    code = (ALPHABET[Number(bits & 31n)] as string) + code;
    bits >>= 5n;
  }
  return `NG-${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * The start of the id (`xxxxxxxx-xx`) a full reference stands for, so staff can search by it;
 * undefined for anything that is not a reference.
 */
export function applicationIdPrefix(reference: string): string | undefined {
  const match = /^NG-([0-9A-HJKMNP-TV-Z]{4})-([0-9A-HJKMNP-TV-Z]{4})$/.exec(reference.trim().toUpperCase());
  if (match === null) return undefined;
  let bits = 0n;
  for (const char of `${match[1]}${match[2]}`) bits = (bits << 5n) | BigInt(ALPHABET.indexOf(char));
  const hex = bits.toString(16).padStart(10, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8)}`;
}
