import { createFileRoute } from '@tanstack/react-router';
import { IntroPage } from '../../features/pages/intro-page.tsx';

export const Route = createFileRoute('/affiliate-program/')({
  component: () => <IntroPage page="affiliateProgram" />,
});
