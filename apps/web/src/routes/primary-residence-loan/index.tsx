import { createFileRoute } from '@tanstack/react-router';
import { IntroPage } from '../../features/pages/intro-page.tsx';

export const Route = createFileRoute('/primary-residence-loan/')({
  component: () => <IntroPage page="primaryResidenceLoan" />,
});
