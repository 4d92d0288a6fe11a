import { createFileRoute } from '@tanstack/react-router';
import { IntroPage } from '../../features/pages/intro-page.tsx';

export const Route = createFileRoute('/login/')({
  component: () => <IntroPage page="login" />,
});
