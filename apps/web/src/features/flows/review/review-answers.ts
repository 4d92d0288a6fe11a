// The answers in words live in the form engine: the API's PDF copy prints the same rows.
export { answerRows, reviewAnswers, type AnswerRow, type StepAnswers } from '@northgate/lending-flows';
