import type { StepFieldMap } from '../step-field-map.ts';
import { BorrowerEntityFields } from './borrower-entity-fields.tsx';
import { InvestmentDeclarationsFields } from './declarations-fields.tsx';
import { LoanRequestFields } from './loan-request-fields.tsx';
import { PropertyFields } from './property-fields.tsx';
import { RentalIncomeFields } from './rental-income-fields.tsx';

/** Field components of the investment (DSCR) loan application's steps, by step id (see ../step-fields.ts). */
export const investmentStepFields: StepFieldMap = {
  personalAndBorrowingEntity: BorrowerEntityFields,
  loanRequestInformation: LoanRequestFields,
  subjectPropertyInformation: PropertyFields,
  incomeInformation: RentalIncomeFields,
  declarations: InvestmentDeclarationsFields,
};
