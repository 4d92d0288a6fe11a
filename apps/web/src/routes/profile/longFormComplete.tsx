import { createFileRoute, useSearch } from '@tanstack/react-router';
import { ApplicationPage, SubmittedApplicationsPage } from '../../features/profile/profile-pages.ts';

/**
 * The submitted applications, or with `?application=<id>` the spec's application status item:
 * that application's status, requests, offers and timeline. A search parameter, not a route of
 * its own, so the route tree every page loads stays as it was.
 */
function SubmittedOrOne() {
  const { application }: { application?: unknown } = useSearch({ strict: false });
  if (typeof application === 'string' && application !== '') {
    return <ApplicationPage key={application} applicationId={application} />;
  }
  return <SubmittedApplicationsPage />;
}

export const Route = createFileRoute('/profile/longFormComplete')({
  component: SubmittedOrOne,
});
