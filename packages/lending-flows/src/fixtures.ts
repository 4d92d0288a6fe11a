/** Complete, valid answer sets for the application flows, for tests (unit and end-to-end) only. */
export { validBusinessAnswers } from './business-loan-application/fixture.ts';
export { validLongFormAnswers } from './long-form/fixture.ts';
export { validShortQuizAnswers } from './short-quiz/fixture.ts';
export { validInvestmentAnswers } from './investment-loan-application/fixture.ts';
export { validPermanentAnswers } from './permanent-loan-application/fixture.ts';
export { sensitiveAnswerValues } from './sensitive-answers.ts';
export { filledAnswers, filledStep } from './filled-answers.ts';
export { rewordForTest } from './reword-for-test.ts';
