import { createFileRoute } from '@tanstack/react-router';
import { LatestApplication, useFreshApplicationStatus } from '../../features/profile/profile-pages.ts';
import { ProfileSection } from '../../features/profile/profile-sections.tsx';

function Overview() {
  useFreshApplicationStatus();
  return (
    <>
      <ProfileSection section="overview" />
      <LatestApplication />
    </>
  );
}

export const Route = createFileRoute('/profile/')({
  component: Overview,
});
