import { site } from '@northgate/site-config';
import { createContext, useContext, useEffect } from 'react';

/** The tab title of a page: "Page | Brand", the brand alone for the home page. */
export function documentTitle(title: string): string {
  return title === 'Home' ? site.brand : `${title} | ${site.brand}`;
}

/**
 * Set only by the build-time prerender, which has no document: `useDocumentTitle` hands it the tab
 * title during render, and the prerender writes it into the page's <title>.
 */
export const DocumentTitleCollectorContext = createContext<((title: string) => void) | null>(null);

/** Sets the tab title so each page is announced and bookmarked by its own name. */
export function useDocumentTitle(title: string): void {
  useContext(DocumentTitleCollectorContext)?.(documentTitle(title));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
