import { createFileRoute } from '@tanstack/react-router';
import { redirectToFirstStep } from '../../features/flows/flow-route.tsx';

export const Route = createFileRoute('/longForm/')({
  beforeLoad: redirectToFirstStep('longForm'),
});
