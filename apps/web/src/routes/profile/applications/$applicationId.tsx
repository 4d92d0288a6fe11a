import { createFileRoute } from '@tanstack/react-router';
import { ApplicationPage } from '../../../features/profile/pipeline/application-page.tsx';

function Page() {
  const { applicationId } = Route.useParams();
  return <ApplicationPage key={applicationId} applicationId={applicationId} />;
}

/** The spec's application status item: one application's status, requests, offers and timeline. */
export const Route = createFileRoute('/profile/applications/$applicationId')({
  component: Page,
});
