import { site } from '@northgate/site-config';
import { useEffect } from 'react';

/** Sets the tab title so each page is announced and bookmarked by its own name. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === 'Home' ? site.brand : `${title} | ${site.brand}`;
  }, [title]);
}
