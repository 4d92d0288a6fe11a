import { useEffect } from 'react';

const SUFFIX = 'Northgate back office';

/** Names the browser tab (and what a screen reader announces on arrival) after the page. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} – ${SUFFIX}`;
  }, [title]);
}
