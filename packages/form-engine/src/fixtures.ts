/** Complete, valid answer sets for the application flows, for tests (unit and end-to-end) only. */
export { validInvestmentAnswers } from './flows/steps/investment.fixture.ts';
