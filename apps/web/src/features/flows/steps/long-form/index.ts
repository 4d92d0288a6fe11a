import type { StepFieldMap } from '../step-field-map.ts';
import { BankAccountFields } from './bank-account-fields.tsx';
import { BusinessFields } from './business-fields.tsx';
import { LongFormCheckboxQsFields } from './checkbox-qs-fields.tsx';
import { ContactInfoFields } from './contact-info-fields.tsx';
import { DocumentsIdsFields } from './documents-ids-fields.tsx';
import { EntityInfoFields } from './entity-info-fields.tsx';
import { IncomeInfoFields } from './income-info-fields.tsx';
import { InvestmentPropertyFields } from './investment-property-fields.tsx';
import { LifeInsuranceFields } from './life-insurance-fields.tsx';
import { NotesPayableFields } from './notes-payable-fields.tsx';
import { PhoneFields } from './phone-fields.tsx';
import { PrimaryResidenceFields } from './primary-residence-fields.tsx';
import { SecuritiesFields } from './securities-fields.tsx';
import { SubjectPropertyFields } from './subject-property-fields.tsx';
import { TypeOfLoanFields } from './type-of-loan-fields.tsx';
import { VerifyPhoneFields } from './verify-phone-fields.tsx';

/** Field components of the long form's steps, by step id (see ../step-fields.ts). */
export const longFormStepFields: StepFieldMap = {
  phone: PhoneFields,
  verifyPhone: VerifyPhoneFields,
  primaryResidence: PrimaryResidenceFields,
  documentsIDs: DocumentsIdsFields,
  contactInfo: ContactInfoFields,
  entityInfo: EntityInfoFields,
  incomeInfo: IncomeInfoFields,
  investmentProperty: InvestmentPropertyFields,
  business: BusinessFields,
  securities: SecuritiesFields,
  lifeInsurance: LifeInsuranceFields,
  notesPayable: NotesPayableFields,
  bankAccount: BankAccountFields,
  subjectProperty: SubjectPropertyFields,
  typeOfLoan: TypeOfLoanFields,
  checkboxQs: LongFormCheckboxQsFields,
};
