import {
  ein,
  inThePast,
  optionalDate,
  requiredString,
  US_STATES,
  type ChoiceEntry,
} from '@northgate/validators';
import { ask, askChoice } from './ask.ts';

/**
 * The answers about a company that several flows ask (the investment application's borrowing
 * entity; the business application's business, its owning companies and its affiliates), each
 * rule defined here once. Which entity types a program lends to differs, so the type list is
 * the flow's; so does the longest name each form takes.
 */
export const entityFields = {
  /** Kept encrypted, sent back as its last four digits only; staff reveal it. */
  ein: ask('taxId', ein(), {
    question: 'Employer identification number (EIN)',
    hint: 'On the IRS letter that assigned it (CP 575 or 147C).',
    sensitivity: 'revealable',
    input: { taxId: 'ein' },
  }),
  stateOfFormation: askChoice(US_STATES, { question: 'State where it was formed' }),
  formationDate: ask('date', optionalDate(inThePast), { question: 'Date it was formed', optional: true }),
};

/** A company's legal name, required, up to `max` characters. */
export function entityName(max: number) {
  return ask('text', requiredString({ max }), {
    question: 'Legal name of the company',
    input: { autoComplete: 'organization' },
  });
}

/** The entity's type, one of the program's `types`. */
export function entityType(types: readonly ChoiceEntry[]) {
  return askChoice(types, { question: 'Type of company' });
}

/** The borrowing entity: its name, type, state of formation, EIN and formation date. */
export function borrowingEntityFields(types: readonly ChoiceEntry[], { nameMax }: { nameMax: number }) {
  return {
    entityName: entityName(nameMax),
    entityType: entityType(types),
    stateOfFormation: entityFields.stateOfFormation,
    ein: entityFields.ein,
    formationDate: entityFields.formationDate,
  };
}

export const emptyBorrowingEntity = {
  entityName: '',
  entityType: '',
  stateOfFormation: '',
  ein: '',
  formationDate: '',
};
