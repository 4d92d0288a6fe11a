import { createFileRoute } from '@tanstack/react-router';
import { ProfileLayout } from '../../features/profile/profile-layout.tsx';
import { requireSession } from '../../session/guards.ts';

export const Route = createFileRoute('/profile')({
  beforeLoad: requireSession,
  component: ProfileLayout,
});
