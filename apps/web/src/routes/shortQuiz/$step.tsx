import { createFileRoute } from '@tanstack/react-router';
import { stepBeforeLoad } from '../../features/flows/flow-guards.ts';
import { FlowStepPage } from '../../features/flows/flow-page.tsx';

export const Route = createFileRoute('/shortQuiz/$step')({
  beforeLoad: ({ params }) => stepBeforeLoad('shortQuiz', params.step),
  component: function Step() {
    const { step } = Route.useParams();
    return <FlowStepPage flow="shortQuiz" step={step} />;
  },
});
