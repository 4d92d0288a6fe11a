import type { FlowId } from '@northgate/site-config';
import type { ComponentType } from 'react';
import { QuizResultView } from '../short-quiz/quiz-result-view.tsx';

/** What a flow shows once it is submitted; flows without an entry show `ApplicationConfirmation`. */
export const completionViews: Partial<Record<FlowId, ComponentType>> = {
  shortQuiz: QuizResultView,
};
