import { Link, useLocation, useNavigate, type LinkProps } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';
import {
  NavigationContext,
  type AppLinkProps,
  type Navigation,
  type Search,
} from '../navigation/navigation.tsx';

function RouterLink(props: AppLinkProps) {
  // The paths come from the site's page table (@northgate/site-config), which the routes follow.
  return <Link {...(props as LinkProps)} />;
}

/** Links and navigations inside the router: client-side, with the route's code preloaded on intent. */
const routerNavigation: Navigation = {
  Link: RouterLink,
  useNavigateTo: () => {
    const navigate = useNavigate();
    return useCallback((to: string, search?: Search) => void navigate({ to, search }), [navigate]);
  },
  usePathname: () => useLocation({ select: (location) => location.pathname }),
};

export function RouterNavigation({ children }: { children: ReactNode }) {
  return <NavigationContext value={routerNavigation}>{children}</NavigationContext>;
}
