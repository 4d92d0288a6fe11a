import type { StepFieldMap } from '../step-field-map.ts';
import { AssetsAndLiabilitiesFields } from './assets-and-liabilities-fields.tsx';
import { BorrowerInformationFields } from './borrower-information-fields.tsx';
import { PermanentDeclarationsFields } from './declarations-fields.tsx';
import { EmploymentInformationFields } from './employment-information-fields.tsx';
import { MonthlyIncomeFields } from './monthly-income-fields.tsx';
import { PropertyInformationFields } from './property-information-fields.tsx';
import { TypeOfMortgageFields } from './type-of-mortgage-fields.tsx';

export {
  AssetsAndLiabilitiesFields,
  BorrowerInformationFields,
  EmploymentInformationFields,
  MonthlyIncomeFields,
  PermanentDeclarationsFields,
  PropertyInformationFields,
  TypeOfMortgageFields,
};

/** Field components of the permanent loan application's steps, by step id (see ../step-fields.ts). */
export const permanentStepFields: StepFieldMap = {
  typeOfMortgage: TypeOfMortgageFields,
  propertyInformation: PropertyInformationFields,
  borrowerInformation: BorrowerInformationFields,
  employmentInformation: EmploymentInformationFields,
  monthlyIncomeAndCombinedExpenseInfo: MonthlyIncomeFields,
  assetsAndLiabilities: AssetsAndLiabilitiesFields,
  declarations: PermanentDeclarationsFields,
};
