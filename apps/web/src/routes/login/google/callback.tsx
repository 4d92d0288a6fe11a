import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { GoogleCallbackPage } from '../../../features/auth/google-callback-page.tsx';

const searchSchema = v.object({
  code: v.optional(v.fallback(v.optional(v.pipe(v.string(), v.maxLength(2048))), undefined)),
  state: v.optional(v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined)),
});

export const Route = createFileRoute('/login/google/callback')({
  validateSearch: (search: Record<string, unknown>) => v.parse(searchSchema, search),
  component: function GoogleCallbackRoute() {
    const { code, state } = Route.useSearch();
    return <GoogleCallbackPage code={code} state={state} />;
  },
});
