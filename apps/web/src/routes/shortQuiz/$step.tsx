import { createFileRoute } from '@tanstack/react-router';
import { FlowStepPage, stepBeforeLoad } from '../../features/flows/flow-route.tsx';

export const Route = createFileRoute('/shortQuiz/$step')({
  beforeLoad: ({ params }) => stepBeforeLoad('shortQuiz', params.step),
  component: function Step() {
    const { step } = Route.useParams();
    return <FlowStepPage flow="shortQuiz" step={step} />;
  },
});
