import { createFileRoute } from '@tanstack/react-router';
import { stepBeforeLoad } from '../../features/flows/flow-guards.ts';
import { FlowStepPage } from '../../features/flows/flow-page.tsx';

export const Route = createFileRoute('/longForm/$step')({
  beforeLoad: ({ params }) => stepBeforeLoad('longForm', params.step),
  component: function Step() {
    const { step } = Route.useParams();
    return <FlowStepPage flow="longForm" step={step} />;
  },
});
