// The answers in words live with the flows: the API's PDF copy and the back office print the same rows.
export { reviewAnswers, type AnswerRow, type StepAnswers } from '@northgate/lending-flows';
