import { createFileRoute } from '@tanstack/react-router';
import { redirectToFirstStep } from '../../features/flows/flow-guards.ts';

export const Route = createFileRoute('/shortQuiz/')({
  beforeLoad: redirectToFirstStep('shortQuiz'),
});
