import { createFileRoute } from '@tanstack/react-router';
import { FlowStepPage, stepBeforeLoad } from '../../features/flows/flow-route.tsx';

export const Route = createFileRoute('/longForm/$step')({
  beforeLoad: ({ params }) => stepBeforeLoad('longForm', params.step),
  component: function Step() {
    const { step } = Route.useParams();
    return <FlowStepPage flow="longForm" step={step} />;
  },
});
