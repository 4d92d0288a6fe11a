import type { ReactNode } from 'react';
import { SiteShell } from './site-shell.tsx';
import { useNavigationEffects } from './use-navigation-effects.ts';

/** The root route's frame: the site's shell, with what the router does on every navigation. */
export function AppShell({ children }: { children: ReactNode }) {
  useNavigationEffects();
  return <SiteShell>{children}</SiteShell>;
}
