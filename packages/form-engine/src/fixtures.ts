/** Complete, valid answer sets for the application flows, for tests (unit and end-to-end) only. */
export { validBusinessAnswers } from './flows/business-loan-application/fixture.ts';
export { validLongFormAnswers } from './flows/long-form/fixture.ts';
export { validShortQuizAnswers } from './flows/short-quiz/fixture.ts';
export { validInvestmentAnswers } from './flows/investment-loan-application/fixture.ts';
export { validPermanentAnswers } from './flows/permanent-loan-application/fixture.ts';
export { sensitiveAnswerValues } from './flows/sensitive-answers.ts';
