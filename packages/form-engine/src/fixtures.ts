/** Complete, valid answer sets for the application flows, for tests (unit and end-to-end) only. */
export { validBusinessAnswers } from './flows/steps/business.fixture.ts';
export { validInvestmentAnswers } from './flows/steps/investment.fixture.ts';
export { validPermanentAnswers } from './flows/steps/permanent.fixture.ts';
