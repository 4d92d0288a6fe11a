import { investmentLoanApplicationFlow } from '@northgate/lending-flows';
import { createFileRoute } from '@tanstack/react-router';
import { flowBeforeLoad } from '../../features/flows/flow-guards.ts';
import { FlowLayout } from '../../features/flows/flow-page.tsx';
import { investmentStepFields } from '../../features/flows/steps/investment/index.ts';

export const Route = createFileRoute('/investment-loan-application')({
  beforeLoad: flowBeforeLoad('investmentLoanApplication'),
  component: () => <FlowLayout flow={investmentLoanApplicationFlow} fields={investmentStepFields} />,
});
