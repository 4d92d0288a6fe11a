import { createContext, use, type AnchorHTMLAttributes, type ComponentType } from 'react';

/** Search parameters a link or a navigation carries (strings only: what the shell and home page use). */
export type Search = Readonly<Record<string, string>>;

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  search?: Search;
  /** Props added when the link points at the page on screen, as TanStack Router's Link does. */
  activeProps?: AnchorHTMLAttributes<HTMLAnchorElement>;
}

/**
 * How links and navigations work where a component is rendered (docs/decisions/0064-router-free-home-page.md):
 * inside the router (client-side navigation, preloading on intent) or on a page that hydrates
 * without it (src/static-pages), where a link is a plain `<a href>` that loads the next page.
 * The shell and the home page use these instead of the router's own, so the same components
 * serve both; the router's implementation lives in src/app/router-navigation.tsx.
 */
export interface Navigation {
  Link: ComponentType<AppLinkProps>;
  /** A hook: the function that goes to a page. */
  useNavigateTo: () => (to: string, search?: Search) => void;
  /** A hook: the path of the page on screen. */
  usePathname: () => string;
}

export const NavigationContext = createContext<Navigation | null>(null);

function useNavigation(): Navigation {
  const navigation = use(NavigationContext);
  if (!navigation) throw new Error('No NavigationContext: render the app with the router or a static page.');
  return navigation;
}

/** A link to a page of the site. */
export function AppLink(props: AppLinkProps) {
  const { Link } = useNavigation();
  return <Link {...props} />;
}

export function useNavigateTo(): (to: string, search?: Search) => void {
  return useNavigation().useNavigateTo();
}

export function usePathname(): string {
  return useNavigation().usePathname();
}
