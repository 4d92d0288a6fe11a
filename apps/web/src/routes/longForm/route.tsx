import { createFileRoute } from '@tanstack/react-router';
import { flowBeforeLoad, FlowLayout } from '../../features/flows/flow-route.tsx';

export const Route = createFileRoute('/longForm')({
  beforeLoad: flowBeforeLoad('longForm'),
  component: () => <FlowLayout flow="longForm" />,
});
