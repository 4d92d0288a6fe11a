import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn } from '../../session/guards.ts';
import { ForgotPasswordPage } from '../../features/auth/forgot-password-page.tsx';

export const Route = createFileRoute('/login/forgot-password')({
  beforeLoad: redirectSignedIn,
  component: ForgotPasswordPage,
});
