import { createFileRoute } from '@tanstack/react-router';
import { GoogleCallbackPage } from '../../../features/auth/google-callback-page.tsx';

/** Text up to `max` characters, else nothing. By hand: valibot would load with the route tree. */
const textUpTo = (value: unknown, max: number) =>
  typeof value === 'string' && value.length <= max ? value : undefined;

function parseCallbackSearch(search: Record<string, unknown>): { code?: string; state?: string } {
  const parsed: { code?: string; state?: string } = {};
  if ('code' in search) parsed.code = textUpTo(search.code, 2048);
  if ('state' in search) parsed.state = textUpTo(search.state, 200);
  return parsed;
}

export const Route = createFileRoute('/login/google/callback')({
  validateSearch: parseCallbackSearch,
  component: function GoogleCallbackRoute() {
    const { code, state } = Route.useSearch();
    return <GoogleCallbackPage code={code} state={state} />;
  },
});
