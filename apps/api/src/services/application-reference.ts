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
