import type { StepFieldMap } from '../step-field-map.ts';
import { HaveBankAccountFields } from './bank-account-fields.tsx';
import { BusinessInformationFields } from './business-information-fields.tsx';
import { OwnerInformationFields } from './owner-information-fields.tsx';
import { PartnerInformationFields } from './partner-information-fields.tsx';
import { PersonalDataFields } from './personal-data-fields.tsx';
import { ProcessingInformationFields } from './processing-information-fields.tsx';
import { PropertyInfoFields } from './property-info-fields.tsx';

/** Field components of the business loan application's steps, by step id (see ../step-fields.ts). */
export const businessStepFields: StepFieldMap = {
  'personal-data': PersonalDataFields,
  haveBankAccount: HaveBankAccountFields,
  businessInformation: BusinessInformationFields,
  ownerInformation: OwnerInformationFields,
  partnerInformation: PartnerInformationFields,
  propertyInfo: PropertyInfoFields,
  processingInformation: ProcessingInformationFields,
};
