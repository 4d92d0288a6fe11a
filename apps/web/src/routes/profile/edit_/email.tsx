import { createFileRoute } from '@tanstack/react-router';
import { ProfileSection } from '../../../features/profile/profile-sections.tsx';

export const Route = createFileRoute('/profile/edit_/email')({
  component: () => <ProfileSection section="editEmail" />,
});
