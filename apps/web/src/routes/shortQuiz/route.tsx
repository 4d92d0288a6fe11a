import { shortQuizFlow } from '@northgate/lending-flows';
import { createFileRoute } from '@tanstack/react-router';
import { flowBeforeLoad } from '../../features/flows/flow-guards.ts';
import { FlowLayout } from '../../features/flows/flow-page.tsx';
import { shortQuizStepFields } from '../../features/flows/steps/short-quiz-fields.ts';

export const Route = createFileRoute('/shortQuiz')({
  beforeLoad: flowBeforeLoad('shortQuiz'),
  component: () => <FlowLayout flow={shortQuizFlow} fields={shortQuizStepFields} />,
});
