/**
 * `redirect` is where a login-required route sent the visitor from. Only same-site paths are
 * accepted, so a crafted link cannot bounce a borrower to another site after signing in.
 *
 * Checked by hand rather than with valibot: this runs in the route tree, which every page loads
 * first, and valibot would ride along with it (docs/decisions/0021-home-page-javascript.md).
 */
function isSafeRedirect(value: unknown): value is string {
  return (
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
  );
}

export interface LoginSearch {
  redirect?: string | undefined;
}

export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  if (!('redirect' in search)) return {};
  return { redirect: isSafeRedirect(search.redirect) ? search.redirect : undefined };
}
