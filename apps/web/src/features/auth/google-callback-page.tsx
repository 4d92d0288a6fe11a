import { pages } from '@northgate/site-config';
import { Container, Heading, Spinner } from '@northgate/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useDocumentTitle } from '../../components/page/use-document-title.ts';
import * as page from '../../components/page/page.css.ts';
import { api } from '../../session/api.ts';
import { googleCallbackUrl } from './google-callback-url.ts';

/**
 * The page Google returns to. It trades the code for our tokens and goes home. Product spec §8 (docs/product/product-spec.md):
 * a failure returns nothing to the page and is only logged; the borrower lands on /login/ again.
 */
export function GoogleCallbackPage({
  code,
  state,
}: {
  code?: string | undefined;
  state?: string | undefined;
}) {
  useDocumentTitle('Signing you in');
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; a code works only once.
    started.current = true;
    const finish = async () => {
      try {
        if (!code || !state) throw new Error('The provider returned without a code or state.');
        await api.googleVerificationCode({ code, state, request_from: googleCallbackUrl() });
        await navigate({ to: '/', replace: true });
      } catch (error) {
        console.error('Google sign-in failed', error);
        await navigate({ to: pages.login.path, replace: true });
      }
    };
    void finish();
  }, [code, state, navigate]);

  return (
    <Container>
      <Heading level={1} className={page.title}>
        Signing you in
      </Heading>
      <p className={page.lead}>
        <Spinner /> One moment while we finish signing you in with Google.
      </p>
    </Container>
  );
}
