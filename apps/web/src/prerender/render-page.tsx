import { createMemoryHistory } from '@tanstack/react-router';
import { SIGN_IN_FIRST } from '@northgate/site-config';
import { createStore } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../app/app.tsx';
import { signInFirstWait } from '../app/shell/shell.css.ts';
import { DocumentTitleCollectorContext } from '../components/page/use-document-title.ts';
import { createAppRouter } from '../app/create-router.ts';
import { LoadingApplication } from '../features/flows/loading-application.tsx';
import { SeoCollectorContext, type SeoInput } from '../features/marketing/seo.ts';
import { isStaticPage, loadStaticPage, StaticPage } from '../static-pages/static-page.tsx';

export interface RenderedPage {
  /** The app's HTML for the #root element. */
  appHtml: string;
  /**
   * What the page gave `useSeo`: its title, description, canonical path and structured data; or, for
   * an app page that sets only its tab title (`useDocumentTitle`), that title.
   */
  head: { seo: SeoInput } | { title: string };
  /** Rendered without the router (src/static-pages): the browser hydrates it so too. */
  staticPage: boolean;
}

/** The router's tree for a path, once the route's code and data have loaded. */
async function routerApp(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const { matches } = router.state;
  const failed = matches.find((m) => m.status !== 'success');
  if (matches.length < 2 || failed) {
    throw new Error(
      `${path} did not render a page${failed ? ` (${failed.routeId}: ${failed.status})` : ''}.`,
    );
  }
  return <App router={router} store={createStore()} />;
}

/**
 * Renders one path of the app to HTML as the browser's first render would, signed out and without
 * storage, waiting for lazy sections so the HTML is the whole page. Fails on anything short of that.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const staticPage = isStaticPage(path);
  const app = staticPage ? (
    <StaticPage path={path} page={await loadStaticPage(path)} store={createStore()} />
  ) : (
    await routerApp(path)
  );
  let seo: SeoInput | undefined;
  let title: string | undefined;
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <SeoCollectorContext value={(input) => (seo = input)}>
      <DocumentTitleCollectorContext value={(input) => (title = input)}>{app}</DocumentTitleCollectorContext>
    </SeoCollectorContext>,
    {
      onError: (error) => void errors.push(error),
      // Never split a long page into segments joined by inline scripts: the CSP forbids inline scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let appHtml = '';
  for await (const chunk of prelude) appHtml += String(chunk);

  if (errors.length > 0) throw new Error(`${path} failed to render`, { cause: errors[0] });
  if (/<script|<template/i.test(appHtml)) {
    throw new Error(`${path} rendered inline scripts, which the Content-Security-Policy would block.`);
  }
  if (seo) return { appHtml, head: { seo }, staticPage };
  if (title) return { appHtml, head: { title }, staticPage };
  throw new Error(`${path} has no title: its page must call useSeo or useDocumentTitle.`);
}

/**
 * A sign-in-first page's HTML: the sign-in page a signed-out visitor is sent to, and the loading line
 * a device with a stored session shows instead until the app renders the application
 * (docs/decisions/0070-sign-in-first-pages.md).
 */
export function signInFirstHtml(signInHtml: string): string {
  const waiting = renderToStaticMarkup(<LoadingApplication className={signInFirstWait} />);
  return `<div ${SIGN_IN_FIRST}>${signInHtml}</div>${waiting}`;
}
