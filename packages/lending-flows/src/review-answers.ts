import {
  businessBankAccountTypes,
  businessCollateralTypes,
  businessEntityTypes,
  businessIndustries,
  businessPropertyStatuses,
  businessReferralSources,
  businessRoles,
  citizenships,
  commercialPropertyTypes,
  creditScoreRanges,
  dscrProducts,
  entityOwnerTypes,
  governmentLoanStatuses,
  housingStatuses,
  housingTenures,
  investmentEntityTypes,
  investmentLoanPurposes,
  loanPurposes,
  longFormAccountHolders,
  longFormAccountTypes,
  longFormAcquisitionStages,
  longFormBankruptcyChapters,
  longFormBusinessTypes,
  longFormCallTimes,
  longFormContactMethods,
  longFormEmploymentStatuses,
  longFormEntityTitles,
  longFormEntityTypes,
  longFormExitStrategies,
  longFormIdTypes,
  longFormLoanPrograms,
  longFormLoanTerms,
  longFormMortgageStatuses,
  longFormNoteKinds,
  longFormOccupancies,
  longFormOtherAssetKinds,
  longFormPaymentFrequencies,
  longFormPhoneTypes,
  longFormPolicyTypes,
  longFormPropertyConditions,
  longFormPropertyMortgageStatuses,
  longFormPropertyStatuses,
  longFormSecurityAccountTypes,
  longFormSecurityExchanges,
  longFormTaxTypes,
  longFormVestings,
  maritalStatuses,
  ownerEthnicities,
  ownerRaces,
  ownerSexes,
  ownerVeteranStatuses,
  permanentAccountTypes,
  permanentAmortizationTypes,
  permanentArmTypes,
  permanentCoBorrowerRelationships,
  permanentDownPaymentSources,
  permanentEstateTypes,
  permanentEthnicities,
  permanentImprovementStatuses,
  permanentLiabilityTypes,
  permanentLoanPurposes,
  permanentLoanTerms,
  permanentMortgageTypes,
  permanentNameSuffixes,
  permanentOccupancyTypes,
  permanentOtherIncomeSources,
  permanentPayFrequencies,
  permanentPriorPropertyTypes,
  permanentPriorTitleHeldOptions,
  permanentRaces,
  permanentRefinancePurposes,
  permanentReoPropertyTypes,
  permanentReoStatuses,
  permanentSexes,
  permanentTitleManners,
  prepaymentOptions,
  proceedsUses,
  profitOrLossOptions,
  propertyTypes,
  rentalPropertyTypes,
  rentalTypes,
  specialOwnershipTypes,
} from './index.ts';
import {
  isMaskedValue,
  maskValues,
  visibleSteps,
  type Flow,
  type FlowValues,
} from '@northgate/form-engine/core';
import { addressLine } from './shared/address-line.ts';
import { isDocumentId } from './shared/documents.ts';

/*
 * Every answer of an application in words, step by step: the review page lists them and the
 * server's PDF copy prints them, so both read the same (docs/decisions/0022 and 0023).
 */

/** One answer as the review page lists it: what was asked (in words) and what was answered. */
export interface AnswerRow {
  /** Where the answer sits in the step's values, dotted (`owners.0.ssn`): what a staff reveal names. */
  readonly path: string;
  readonly label: string;
  readonly value: string;
  /** A sensitive answer held masked (`value` shows at most its last digits). */
  readonly masked?: true;
  /** A drawn signature (PNG data URL), shown beside the typed name. */
  readonly image?: string;
}

export interface StepAnswers {
  readonly stepId: string;
  readonly title: string;
  readonly rows: readonly AnswerRow[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type ChoiceList = readonly { readonly value: string; readonly label: string }[];

// The choices each application's steps offer: one flow's lists never lend another flow's words.
const shared: ChoiceList[] = [citizenships, creditScoreRanges, housingTenures, maritalStatuses];
const choiceLists: Readonly<Record<string, readonly ChoiceList[]>> = {
  longForm: [
    longFormAccountHolders,
    longFormAccountTypes,
    longFormAcquisitionStages,
    longFormBankruptcyChapters,
    longFormBusinessTypes,
    longFormCallTimes,
    longFormContactMethods,
    longFormEmploymentStatuses,
    longFormEntityTitles,
    longFormEntityTypes,
    longFormExitStrategies,
    longFormIdTypes,
    longFormLoanPrograms,
    longFormLoanTerms,
    longFormMortgageStatuses,
    longFormNoteKinds,
    longFormOccupancies,
    longFormOtherAssetKinds,
    longFormPaymentFrequencies,
    longFormPhoneTypes,
    longFormPolicyTypes,
    longFormPropertyConditions,
    longFormPropertyMortgageStatuses,
    longFormPropertyStatuses,
    longFormSecurityAccountTypes,
    longFormSecurityExchanges,
    longFormTaxTypes,
    longFormVestings,
    loanPurposes,
    propertyTypes,
    ...shared,
  ],
  permanentLoanApplication: [
    permanentAccountTypes,
    permanentAmortizationTypes,
    permanentArmTypes,
    permanentCoBorrowerRelationships,
    permanentDownPaymentSources,
    permanentEstateTypes,
    permanentEthnicities,
    permanentImprovementStatuses,
    permanentLiabilityTypes,
    permanentLoanPurposes,
    permanentLoanTerms,
    permanentMortgageTypes,
    permanentNameSuffixes,
    permanentOccupancyTypes,
    permanentOtherIncomeSources,
    permanentPayFrequencies,
    permanentPriorPropertyTypes,
    permanentPriorTitleHeldOptions,
    permanentRaces,
    permanentRefinancePurposes,
    permanentReoPropertyTypes,
    permanentReoStatuses,
    permanentSexes,
    permanentTitleManners,
    ...shared,
  ],
  investmentLoanApplication: [
    investmentLoanPurposes,
    investmentEntityTypes,
    dscrProducts,
    prepaymentOptions,
    rentalPropertyTypes,
    rentalTypes,
    housingStatuses,
    ...shared,
  ],
  businessLoanApplication: [
    businessBankAccountTypes,
    businessCollateralTypes,
    businessEntityTypes,
    businessIndustries,
    businessPropertyStatuses,
    businessReferralSources,
    businessRoles,
    commercialPropertyTypes,
    entityOwnerTypes,
    governmentLoanStatuses,
    ownerEthnicities,
    ownerRaces,
    ownerSexes,
    ownerVeteranStatuses,
    proceedsUses,
    profitOrLossOptions,
    specialOwnershipTypes,
    ...shared,
  ],
};

/**
 * The words of every choice a flow offers (the `{ value, label }` lists declared beside its
 * steps), so 'usCitizen' reads "US citizen". One value keeps the first label declared for it.
 */
export function choiceLabelsOf(flowId: string): ReadonlyMap<string, string> {
  const labels = new Map<string, string>([
    ['yes', 'Yes'],
    ['no', 'No'],
  ]);
  for (const list of choiceLists[flowId] ?? []) {
    for (const option of list) if (!labels.has(option.value)) labels.set(option.value, option.label);
  }
  return labels;
}

/** Keys whose words a split of the key would get wrong (abbreviations, hyphens, the 1003's terms). */
const keyLabels: Readonly<Record<string, string>> = {
  ssn: 'SSN or ITIN',
  coBorrower: 'Co-borrower',
  jointCredit: 'Applying with a co-borrower (joint credit)',
  alterationsImprovements: 'Alterations, improvements, repairs',
  presentValue: 'Present value of the home',
  refinancePayoff: 'Refinance payoff (loans and debts paid off)',
  idType: 'ID type',
  idNumber: 'ID number',
  idIssuedBy: 'ID issued by',
  idExpirationDate: 'ID expiration date',
  idFront: 'ID front',
  idBack: 'ID back',
  asEndorserOrCoMaker: 'As endorser or co-maker',
};

/** Answers that say nothing about the application: a phone code, used up once the phone was verified. */
const unlistedKeys = new Set(['smsOtp']);

/** Words written in capitals wherever they appear in a key. */
const acronyms: Readonly<Record<string, string>> = {
  ssn: 'SSN',
  itin: 'ITIN',
  ein: 'EIN',
  llc: 'LLC',
  id: 'ID',
  ids: 'IDs',
  zip: 'ZIP',
  dscr: 'DSCR',
  ltv: 'LTV',
};

/** "presentAddressYears" -> "Present address years", "ssnOrItin" -> "SSN or ITIN"; list positions read "2". */
function labelOf(key: string): string {
  const known = keyLabels[key];
  if (known !== undefined) return known;
  if (/^\d+$/.test(key)) return String(Number(key) + 1);
  const words = (key.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [key]).map(
    (word) => acronyms[word.toLowerCase()] ?? word.toLowerCase(),
  );
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A dotted answer path in words, as the rows label it: `owners.0.dateOfBirth` -> "Owners › 1 › Date of birth". */
export function answerLabel(path: string): string {
  return path.split('.').map(labelOf).join(' › ');
}

function scalarText(value: unknown, labels: ReadonlyMap<string, string>): string | undefined {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  // An uploaded file is kept by its id, which means nothing to a reader.
  if (isDocumentId(value)) return 'Uploaded';
  // Numbers are answers as typed (a NAICS sector code '11' is a choice, but so is 11 years).
  if (/^[\d.,]+$/.test(value)) return value;
  return labels.get(value) ?? value;
}

const isAddress = (value: Record<string, unknown>) => 'street' in value && 'zip' in value;
const isSignature = (value: Record<string, unknown>) => 'image' in value && 'legalName' in value;

/** Every answered field of one step as rows; blanks are left out, sensitive answers stay masked. */
export function answerRows(
  values: Record<string, unknown>,
  labels: ReadonlyMap<string, string> = new Map(),
): AnswerRow[] {
  const rows: AnswerRow[] = [];
  const text = (value: unknown) => scalarText(value, labels);
  const walk = (value: unknown, keys: string[]) => {
    const path = keys.join('.');
    const label = answerLabel(path);
    if (isMaskedValue(value)) {
      rows.push({
        path,
        label,
        value: value.lastFour ? `On file, ending ${value.lastFour}` : 'On file',
        masked: true,
      });
      return;
    }
    if (Array.isArray(value)) {
      const texts = value.map(text);
      if (texts.every((text) => text !== undefined)) {
        if (texts.length > 0) rows.push({ path, label, value: texts.join(', ') });
        return;
      }
      value.forEach((item, index) => walk(item, [...keys, String(index)]));
      return;
    }
    if (isRecord(value)) {
      if (isSignature(value)) {
        const name = typeof value.legalName === 'string' ? value.legalName.trim() : '';
        const image =
          typeof value.image === 'string' && value.image.startsWith('data:image/') ? value.image : '';
        if (name !== '' || image !== '') {
          rows.push({
            path,
            label,
            value: name === '' ? 'Signed' : `Signed as ${name}`,
            ...(image && { image }),
          });
        }
        return;
      }
      if (isAddress(value)) {
        const line = addressLine(value);
        if (line !== undefined) rows.push({ path, label, value: line });
        return;
      }
      for (const [key, item] of Object.entries(value)) {
        if (!unlistedKeys.has(key)) walk(item, [...keys, key]);
      }
      return;
    }
    const answer = text(value);
    if (answer !== undefined && keys.length > 0) rows.push({ path, label, value: answer });
  };
  walk(values, []);
  return rows;
}

// The browser never holds a reference to a stored answer: a masked value here only shows its last digits.
const noRef = () => '';

/**
 * The answers of every step the borrower sees, in the flow's order, each step's sensitive
 * answers (SSN, ITIN, EIN, date of birth) masked as the server masks them.
 */
export function reviewAnswers(flow: Flow, values: FlowValues): StepAnswers[] {
  const labels = choiceLabelsOf(flow.id);
  return visibleSteps(flow, values).map((step) => ({
    stepId: step.id,
    title: step.title,
    rows: answerRows(maskValues(step.schema, values[step.id] ?? {}, noRef), labels),
  }));
}
