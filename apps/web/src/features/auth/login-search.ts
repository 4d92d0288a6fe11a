import * as v from 'valibot';

/**
 * `redirect` is where a login-required route sent the visitor from. Only same-site paths are
 * accepted, so a crafted link cannot bounce a borrower to another site after signing in.
 */
const safeRedirect = v.pipe(
  v.string(),
  v.check((value) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')),
);

export const loginSearchSchema = v.object({
  redirect: v.optional(v.fallback(v.optional(safeRedirect), undefined)),
});

export type LoginSearch = v.InferOutput<typeof loginSearchSchema>;

export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  const result = v.safeParse(loginSearchSchema, search);
  return result.success ? result.output : {};
}
