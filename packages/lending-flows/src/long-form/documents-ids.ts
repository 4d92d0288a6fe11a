import { date, inTheFuture, requiredString, requiredWhen } from '@northgate/validators';
import * as v from 'valibot';
import type { FieldContext } from '@northgate/form-engine/core';
import { ask, askChoice } from '../shared/ask.ts';
import { documentId, isDocumentId } from '../shared/documents.ts';
import { personFields, personIdentityFields } from '../shared/person.ts';
import { dropUnasked } from './rules.ts';

/**
 * Long form, step documentsIDs (docs/product/flow-fields.md, Flow 2; "one form of ID for each borrower
 * and guarantor"): a government photo ID, its details as printed on it, and what the credit check
 * needs (SSN or ITIN, date of birth, citizenship; URLA 1a). The files go to the document endpoints
 * as soon as they are chosen; the step keeps the ids of the uploaded documents, so a reload or
 * another device finds them again. A card has two sides; a passport only its photo page.
 */

export const idTypes = [
  { value: 'driversLicense', label: "Driver's license" },
  { value: 'stateId', label: 'State ID card' },
  { value: 'passport', label: 'Passport' },
  { value: 'permanentResidentCard', label: 'Permanent resident card (green card)' },
] as const;

/** Whether the chosen ID has a back to upload (every card; not a passport). */
export function idHasBack(values: Record<string, unknown> | undefined): boolean {
  const type = values?.idType;
  return typeof type === 'string' && type !== '' && type !== 'passport';
}

export const idFrontMessage = 'Upload the front of your ID, or the photo page of your passport';
export const idBackMessage = 'Upload the back of your ID';

const passport = ({ step }: FieldContext) => step.idType === 'passport';

const PHOTO_HINT =
  'A clear photo or scan with all four corners showing. JPEG, PNG, HEIC or PDF; no passwords.';

export const documentsIdsSchema = v.pipe(
  v.object({
    idType: askChoice(idTypes, {
      question: 'Which ID will you upload?',
      input: { control: 'radio' },
    }),
    /** Sensitive like the SSN: kept encrypted, sent back as its last four characters only. */
    idNumber: ask('text', requiredString({ max: 30 }), {
      question: ({ parent }) => (parent.idType === 'passport' ? 'Passport number' : 'ID number'),
      hint: 'As printed on the ID. It is encrypted and never shown in full again.',
      sensitivity: 'revealable',
      input: { autoComplete: 'off', allowPaste: true },
    }),
    /** The state that issued a card, or the country that issued a passport, as printed. */
    idIssuedBy: ask('text', requiredString({ max: 60 }), {
      question: (context) => (passport(context) ? 'Issuing country' : 'Issuing state'),
      input: { autoComplete: 'off' },
    }),
    idExpirationDate: ask('date', date(inTheFuture), {
      question: 'Expiration date',
      hint: 'The ID must not have expired.',
    }),
    idFront: ask('file', v.optional(documentId(), ''), {
      question: (context) => (passport(context) ? 'Photo page of your passport' : 'Front of your ID'),
      hint: PHOTO_HINT,
    }),
    idBack: ask('file', v.optional(documentId(), ''), {
      question: 'Back of your ID',
      hint: PHOTO_HINT,
      when: ({ step }) => idHasBack(step),
    }),
    ...personIdentityFields,
    citizenship: personFields.citizenship,
  }),
  requiredWhen('idFront', [], (input) => isDocumentId(input.idFront), idFrontMessage),
  requiredWhen(
    'idBack',
    ['idType'],
    (input) => !idHasBack(input) || isDocumentId(input.idBack),
    idBackMessage,
  ),
  dropUnasked([{ fields: ['idBack'], asked: idHasBack }]),
);

export const documentsIdsInitialValues = {
  idType: '',
  idNumber: '',
  idIssuedBy: '',
  idExpirationDate: '',
  dateOfBirth: '',
  ssnOrItin: '',
  citizenship: '',
  idFront: '',
  idBack: '',
};
