import { useMemo, type ReactNode } from 'react';
import { NavigationContext, type AppLinkProps, type Navigation, type Search } from './navigation.tsx';

// TanStack Router's default search serialisation (`defaultStringifySearch`): a string that would
// read back as JSON (a number, true, null…) is written JSON-quoted, so the router on the next page
// reads it back as the same string. A copy, not an import: importing `defaultStringifySearch` from
// @tanstack/react-router put the router in the static pages' chunk (`/` 81.3 → 106.1 KB, tried).
const JSON_START = /^(?:\s|["[{\d-]|fa|nu|tr)/;
function searchValue(value: string): string {
  if (!JSON_START.test(value)) return value;
  try {
    JSON.parse(value);
    return JSON.stringify(value);
  } catch {
    return value;
  }
}

/** The address of a page with its search parameters, written as the router writes it. */
export function pageHref(to: string, search?: Search): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search ?? {})) params.set(key, searchValue(value));
  const query = params.toString();
  return query ? `${to}?${query}` : to;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** The router's rule for an active link (its default `activeOptions`), for a page without search. */
export function isActivePath(pathname: string, to: string, search?: Search): boolean {
  const current = withoutTrailingSlash(pathname);
  const next = withoutTrailingSlash(to);
  if (search && Object.keys(search).length > 0) return false;
  return current.startsWith(next) && (current.length === next.length || current[next.length] === '/');
}

/**
 * Navigation without the router, for pages that hydrate without it: every link loads the next page,
 * with the attributes the router's Link gives it (an active link gets `data-status`, `aria-current`
 * and its active props, or the class `active`), so the HTML is the one the router would render.
 */
export function documentNavigation(pathname: string): Navigation {
  function DocumentLink({ to, search, activeProps, className, ...props }: AppLinkProps) {
    const active = isActivePath(pathname, to, search);
    const state = active ? (activeProps ?? { className: 'active' }) : {};
    const classes = [className, state.className].filter(Boolean).join(' ') || undefined;
    return (
      <a
        {...props}
        {...state}
        href={pageHref(to, search)}
        className={classes}
        {...(active ? { 'data-status': 'active', 'aria-current': 'page' as const } : {})}
      />
    );
  }
  return {
    Link: DocumentLink,
    useNavigateTo: () => (to, search) => window.location.assign(pageHref(to, search)),
    usePathname: () => pathname,
  };
}

export function DocumentNavigation({ pathname, children }: { pathname: string; children: ReactNode }) {
  const navigation = useMemo(() => documentNavigation(pathname), [pathname]);
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}
