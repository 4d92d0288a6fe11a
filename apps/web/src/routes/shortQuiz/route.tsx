import { createFileRoute } from '@tanstack/react-router';
import { flowBeforeLoad, FlowLayout } from '../../features/flows/flow-route.tsx';

export const Route = createFileRoute('/shortQuiz')({
  beforeLoad: flowBeforeLoad('shortQuiz'),
  component: () => <FlowLayout flow="shortQuiz" />,
});
