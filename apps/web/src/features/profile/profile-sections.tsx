import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { profileAtom } from '../../session/session-atoms.ts';
import { useDocumentTitle } from '../../components/page/use-document-title.ts';
import { ApplicationStatusItem } from './pipeline/application-status-item.tsx';
import * as styles from './profile.css.ts';

export type ProfileSectionId =
  | 'overview'
  | 'edit'
  | 'editEmail'
  | 'editPhone'
  | 'verifyEmail'
  | 'verifyPhone'
  | 'shortFormUnfinished'
  | 'longFormUnfinished'
  | 'longFormComplete'
  | 'loanOffers';

const sections: Record<ProfileSectionId, { title: string; sentence: string }> = {
  overview: { title: 'Your account', sentence: 'Your contact details and where your application stands.' },
  edit: {
    title: 'Edit your profile',
    sentence: 'Change the name we use on your applications and letters, and the passkeys you log in with.',
  },
  editEmail: {
    title: 'Change your email',
    sentence: 'We send a code to the new address to confirm it is yours.',
  },
  editPhone: {
    title: 'Change your phone',
    sentence: 'We text a code to the new number to confirm it is yours.',
  },
  verifyEmail: {
    title: 'Confirm your new email',
    sentence: 'Enter the 6-digit code we sent to your new email address.',
  },
  verifyPhone: {
    title: 'Confirm your new phone',
    sentence: 'Enter the 6-digit code we texted to your new phone number.',
  },
  shortFormUnfinished: {
    title: 'Unfinished pre-qualification',
    sentence: 'Pick up your short quiz where you left off; your answers are saved.',
  },
  longFormUnfinished: {
    title: 'Unfinished full application',
    sentence: 'Pick up your full application where you left off; your answers are saved.',
  },
  longFormComplete: {
    title: 'Submitted applications',
    sentence: 'Applications you have sent us, with the date we received them.',
  },
  loanOffers: {
    title: 'Loan offers',
    sentence:
      'The offers we made on your applications: their figures, how long they are open, and your answer.',
  },
};

export const profileSectionTitles = sections;

export function ProfileSection({ section }: { section: ProfileSectionId }) {
  const { title, sentence } = sections[section];
  const profile = useAtomValue(profileAtom);
  useDocumentTitle(title);
  return (
    <section aria-labelledby="profile-section-title">
      <h1 id="profile-section-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.sentence}>{sentence}</p>
      {section === 'overview' && profile && (
        <dl className={styles.details}>
          <dt>Name</dt>
          <dd>{profile.fullName}</dd>
          <dt>Email</dt>
          <dd>{profile.email}</dd>
          <dt>Phone</dt>
          <dd>{profile.cellPhone || 'Not added yet'}</dd>
          <dt>Application status</dt>
          <dd>
            <ApplicationStatusItem code={profile.applicationStatus} />
          </dd>
        </dl>
      )}
      {section === 'overview' && profile && (
        <p className={styles.detailsAction}>
          <Link to="/profile/edit">Edit profile</Link> to change your name, email or phone.
        </p>
      )}
    </section>
  );
}
