import { longFormFlow } from '@northgate/lending-flows';
import { createFileRoute } from '@tanstack/react-router';
import { flowBeforeLoad } from '../../features/flows/flow-guards.ts';
import { FlowLayout } from '../../features/flows/flow-page.tsx';
import { longFormStepFields } from '../../features/flows/steps/long-form/index.ts';

export const Route = createFileRoute('/longForm')({
  beforeLoad: flowBeforeLoad('longForm'),
  component: () => <FlowLayout flow={longFormFlow} fields={longFormStepFields} />,
});
