import { createFileRoute } from '@tanstack/react-router';
import { ResumeFlow } from '../../features/flows/flow-page.tsx';

// The parent path resumes at the furthest step the saved answers reach.
export const Route = createFileRoute('/business-loan-application/')({
  component: ResumeFlow,
});
