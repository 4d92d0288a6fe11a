import { createFileRoute } from '@tanstack/react-router';
import { FlowStepPage, stepBeforeLoad } from '../../features/flows/flow-route.tsx';

export const Route = createFileRoute('/business-loan-application/$step')({
  beforeLoad: ({ params }) => stepBeforeLoad('businessLoanApplication', params.step),
  component: function Step() {
    const { step } = Route.useParams();
    return <FlowStepPage flow="businessLoanApplication" step={step} />;
  },
});
