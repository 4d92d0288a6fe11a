/** A query value; `null` and `undefined` are left out, arrays repeat the key. */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** RFC 3986 percent-encoding: encodeURIComponent plus the reserved `!'()*`. */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `a=1&b=x%20y`, without the leading `?`; empty string when nothing is left. */
export function buildQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    if (raw === null || raw === undefined) continue;
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) parts.push(`${encodeRfc3986(key)}=${encodeRfc3986(String(value))}`);
  }
  return parts.join('&');
}
