import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalOidcProvider, type LocalOidcProvider } from '../identity/local-oidc-provider.ts';
import { freshIp, postJson, routes } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

describe.each(databaseVariants())('guest drafts at Google sign-in on $name', ({ open }) => {
  let provider: LocalOidcProvider;
  beforeAll(async () => {
    provider = await startLocalOidcProvider({ host: '127.0.0.1' });
  });
  afterAll(async () => {
    await provider.stop();
  });
  const t = useTestApp(open, () => ({ google: provider.google, publicUrl: 'http://localhost:3000' }));

  it('move to the account, although the callback itself carries no token', async () => {
    const guest = (await postJson(t.app, routes.fakeAuth, {})).json().access_token as string;
    const auth = { authorization: `Bearer ${guest}` };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/drafts/permanentLoanApplication/steps/typeOfMortgage',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ values: { mortgageAppliedFor: 'conventional' }, complete: false }),
    });
    expect(saved.statusCode).toBe(200);

    // The guest starts the sign-in; the browser comes back from the provider without a token.
    const start = await t.app.inject({
      remoteAddress: freshIp(),
      url: '/auth/api/v1/auth/social_auth',
      query: { provider: 'google', request_from: '/permanent-loan-application/' },
      headers: auth,
    });
    expect(start.statusCode).toBe(200);
    const approved = await fetch(start.json().url as string, { redirect: 'manual' });
    const callback = new URL(approved.headers.get('location') as string);
    const finish = await t.app.inject({
      remoteAddress: freshIp(),
      url: '/auth/api/v1/auth/google/verification_code/',
      query: {
        code: callback.searchParams.get('code') as string,
        state: callback.searchParams.get('state') as string,
        request_from: '/permanent-loan-application/',
      },
    });
    expect(finish.statusCode).toBe(200);

    const draft = await t.app.inject({
      url: '/api/v1/drafts/permanentLoanApplication',
      headers: { authorization: `Bearer ${finish.json().access_token as string}` },
    });
    expect(draft.json().values).toEqual({ typeOfMortgage: { mortgageAppliedFor: 'conventional' } });
  });
});
