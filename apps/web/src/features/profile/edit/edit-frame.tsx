import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/page/use-document-title.ts';
import { profileSectionTitles, type ProfileSectionId } from '../profile-sections.tsx';
import * as styles from '../profile.css.ts';
import * as editStyles from './profile-edit.css.ts';

/** One profile edit screen: its heading and sentence (profile-sections.tsx), then its form. */
export function EditFrame({ section, children }: { section: ProfileSectionId; children: ReactNode }) {
  const { title, sentence } = profileSectionTitles[section];
  useDocumentTitle(title);
  return (
    <section aria-labelledby="profile-section-title" className={editStyles.frame}>
      <h1 id="profile-section-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.sentence}>{sentence}</p>
      {children}
    </section>
  );
}
