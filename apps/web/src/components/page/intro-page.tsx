import { pages, type PageId } from '@northgate/site-config';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title.ts';
import * as styles from './page.css.ts';
import { pageDescriptions } from './page-descriptions.ts';

/** A page's heading and the sentence that says what it is for, followed by its content. */
export function IntroPage({ page, children }: { page: PageId; children?: ReactNode }) {
  const { title } = pages[page];
  useDocumentTitle(title);
  return (
    <div className={styles.container}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <p className={styles.lead}>{pageDescriptions[page]}</p>
      {children}
    </div>
  );
}
