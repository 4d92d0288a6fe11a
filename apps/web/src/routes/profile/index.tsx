import { createFileRoute } from '@tanstack/react-router';
import { LatestApplication } from '../../features/profile/applications/applications-pages.tsx';
import { ProfileSection } from '../../features/profile/profile-sections.tsx';

export const Route = createFileRoute('/profile/')({
  component: () => (
    <>
      <ProfileSection section="overview" />
      <LatestApplication />
    </>
  ),
});
