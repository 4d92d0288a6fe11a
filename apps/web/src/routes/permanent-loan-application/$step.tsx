import { createFileRoute } from '@tanstack/react-router';
import { stepBeforeLoad } from '../../features/flows/flow-guards.ts';
import { FlowStepPage } from '../../features/flows/flow-page.tsx';

export const Route = createFileRoute('/permanent-loan-application/$step')({
  beforeLoad: ({ params }) => stepBeforeLoad('permanentLoanApplication', params.step),
  component: function Step() {
    const { step } = Route.useParams();
    return <FlowStepPage flow="permanentLoanApplication" step={step} />;
  },
});
