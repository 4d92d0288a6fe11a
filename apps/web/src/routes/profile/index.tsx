import { createFileRoute } from '@tanstack/react-router';
import {
  LatestApplication,
  ProfileDocumentRequests,
  useFreshApplicationStatus,
} from '../../features/profile/profile-pages.ts';
import { ProfileSection } from '../../features/profile/profile-sections.tsx';

function Overview() {
  useFreshApplicationStatus();
  return (
    <>
      <ProfileSection section="overview" />
      <ProfileDocumentRequests />
      <LatestApplication />
    </>
  );
}

export const Route = createFileRoute('/profile/')({
  component: Overview,
});
