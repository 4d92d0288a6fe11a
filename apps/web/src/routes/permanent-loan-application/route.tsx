import { permanentLoanApplicationFlow } from '@northgate/lending-flows';
import { createFileRoute } from '@tanstack/react-router';
import { flowBeforeLoad } from '../../features/flows/flow-guards.ts';
import { FlowLayout } from '../../features/flows/flow-page.tsx';
import { permanentStepFields } from '../../features/flows/steps/permanent/index.ts';

export const Route = createFileRoute('/permanent-loan-application')({
  beforeLoad: flowBeforeLoad('permanentLoanApplication'),
  component: () => <FlowLayout flow={permanentLoanApplicationFlow} fields={permanentStepFields} />,
});
