import { createFileRoute } from '@tanstack/react-router';
import { ProfileLayout } from '../../features/profile/profile-layout.tsx';
import { requireSession } from '../../features/auth/guards.ts';

export const Route = createFileRoute('/profile')({
  beforeLoad: requireSession,
  component: ProfileLayout,
});
