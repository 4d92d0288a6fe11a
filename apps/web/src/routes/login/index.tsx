import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn } from '../../session/guards.ts';
import { LoginPage } from '../../features/auth/login-page.tsx';
import { parseLoginSearch } from '../../features/auth/login-search.ts';

export const Route = createFileRoute('/login/')({
  validateSearch: parseLoginSearch,
  beforeLoad: redirectSignedIn,
  component: function LoginRoute() {
    const { redirect } = Route.useSearch();
    return <LoginPage redirectTo={redirect} />;
  },
});
