import { createFileRoute } from '@tanstack/react-router';
import { LatestApplication } from '../../features/profile/applications/applications-pages.tsx';
import { useFreshApplicationStatus } from '../../features/profile/pipeline/application-status-item.tsx';
import { ProfileDocumentRequests } from '../../features/profile/pipeline/open-document-requests.tsx';
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
