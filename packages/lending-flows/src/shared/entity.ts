import {
  choice,
  ein,
  inThePast,
  optionalDate,
  requiredString,
  US_STATES,
  type ChoiceEntry,
} from '@northgate/validators';
import { sensitive } from '@northgate/form-engine/core';

/**
 * The answers about a company that several flows ask (the investment application's borrowing
 * entity; the business application's business, its owning companies and its affiliates), each
 * rule defined here once. Which entity types a program lends to differs, so the type list is
 * the flow's; so does the longest name each form takes.
 */
export const entityFields = {
  /** Sensitive: kept encrypted, sent back as its last four digits only. */
  ein: sensitive(ein(), 'lastFour'),
  stateOfFormation: choice(US_STATES),
  formationDate: optionalDate(inThePast),
};

/** A company's legal name, required, up to `max` characters. */
export function entityName(max: number) {
  return requiredString({ max });
}

/** The entity's type, one of the program's `types`. */
export function entityType(types: readonly ChoiceEntry[]) {
  return choice(types);
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
