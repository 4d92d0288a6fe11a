import { CSRF_COOKIE_NAME } from '@northgate/contracts';

/** Value of cookie `name` in a `document.cookie`-style string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(/;\s*/)) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq) !== name) continue;
    const raw = part.slice(eq + 1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Reads the CSRF cookie from `document.cookie` when running in a browser. */
export function readCsrfCookie(): string | null {
  const doc = (globalThis as { document?: { cookie?: string } }).document;
  return doc?.cookie ? readCookie(doc.cookie, CSRF_COOKIE_NAME) : null;
}

/** Relative URLs are same-origin by definition; absolute ones must match the page origin. */
export function isSameOrigin(url: string, pageOrigin: string | undefined): boolean {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
  if (!absolute) return true;
  if (!pageOrigin) return false;
  try {
    return new URL(url, pageOrigin).origin === new URL(pageOrigin).origin;
  } catch {
    return false;
  }
}
