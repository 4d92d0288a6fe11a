import { adult, date, ein, isoToday, ssnOrItin, yearsBefore } from '@northgate/validators';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldSchemas, sensitiveFields, validateStep, type Flow } from '@northgate/form-engine/core';
import {
  validBusinessAnswers,
  validInvestmentAnswers,
  validLongFormAnswers,
  validPermanentAnswers,
} from './fixtures.ts';
import { flows } from './index.ts';

/**
 * Identity numbers and birth dates are masked in every API answer. What decides it is the
 * `sensitive()` mark on the field's schema, so a field that checks an SSN, an EIN or an adult's
 * birth date without the mark would go out in full: these tests find such fields by what their
 * rules say, in every step of every flow.
 */

const child = yearsBefore(isoToday(), 5);
const probes = ['000000000', 'not-an-ein', child] as const;
const messageOf = (schema: v.GenericSchema, value: string) => v.safeParse(schema, value).issues?.[0]?.message;
const identityMessages = new Set([
  messageOf(ssnOrItin(), '000000000'),
  messageOf(ein(), 'not-an-ein'),
  messageOf(date(adult), child),
]);

const asPattern = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '.*');
const marked = (flow: Flow, stepId: string) =>
  new Set(
    sensitiveFields(flow.steps.find((step) => step.id === stepId)?.schema).map((f) => f.pattern.join('.')),
  );

/** Dot paths of every string answer in a step's values. */
function stringPaths(values: unknown, at: string[] = []): string[] {
  if (typeof values === 'string') return [at.join('.')];
  if (typeof values !== 'object' || values === null) return [];
  return Object.entries(values).flatMap(([key, value]) => stringPaths(value, [...at, key]));
}

function withValueAt(values: unknown, path: readonly string[], value: string): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(values)
    ? [...values]
    : { ...(values as object) };
  (copy as Record<string, unknown>)[head] = withValueAt((copy as Record<string, unknown>)[head], rest, value);
  return copy;
}

const answerSets: Record<string, Record<string, Record<string, unknown>>> = {
  businessLoanApplication: validBusinessAnswers,
  investmentLoanApplication: validInvestmentAnswers,
  longForm: validLongFormAnswers,
  permanentLoanApplication: validPermanentAnswers,
};

describe.each(Object.values(flows).map((flow) => [flow.id, flow] as const))(
  'sensitive fields of %s',
  (_id, flow) => {
    it('every field whose own rule checks an SSN or ITIN, an EIN or an adult birth date is marked', () => {
      const unmarked: string[] = [];
      for (const step of flow.steps) {
        const sensitive = marked(flow, step.id);
        for (const { pattern, schema } of fieldSchemas(step.schema)) {
          const path = pattern.join('.');
          if (pattern.length === 0 || sensitive.has(path)) continue;
          if (probes.some((probe) => identityMessages.has(messageOf(schema, probe))))
            unmarked.push(`${step.id}.${path}`);
        }
      }
      expect(unmarked).toEqual([]);
    });

    it('every answer the step checks as an SSN or ITIN, an EIN or an adult birth date is marked', () => {
      const unmarked: string[] = [];
      for (const step of flow.steps) {
        const values = { ...step.initialValues, ...answerSets[flow.id]?.[step.id] };
        const sensitive = marked(flow, step.id);
        for (const path of stringPaths(values)) {
          if (sensitive.has(asPattern(path))) continue;
          const flagged = probes.some((probe) => {
            const validation = validateStep(flow, step.id, withValueAt(values, path.split('.'), probe));
            return (
              !validation.ok &&
              validation.issues.some((issue) => issue.path === path && identityMessages.has(issue.message))
            );
          });
          if (flagged) unmarked.push(`${step.id}.${path}`);
        }
      }
      expect(unmarked).toEqual([]);
    });
  },
);

describe('the marked fields', () => {
  it('are the identity numbers (tax ids and the photo ID number), birth dates, account numbers and one-time codes, and nothing else', () => {
    const all = Object.values(flows).flatMap((flow) =>
      flow.steps.flatMap((step) =>
        sensitiveFields(step.schema).map(
          (field) => `${flow.id}.${step.id}.${field.pattern.join('.')}:${field.shows}`,
        ),
      ),
    );
    expect(all.sort()).toEqual(
      [
        'businessLoanApplication.businessInformation.ein:lastFour',
        'businessLoanApplication.ownerInformation.owners.*.ssnOrItin:lastFour',
        'businessLoanApplication.partnerInformation.affiliates.*.ein:lastFour',
        'businessLoanApplication.partnerInformation.coApplicantEin:lastFour',
        'businessLoanApplication.partnerInformation.entityOwners.*.ein:lastFour',
        'businessLoanApplication.personal-data.dateOfBirth:nothing',
        'businessLoanApplication.personal-data.ssnOrItin:lastFour',
        'investmentLoanApplication.personalAndBorrowingEntity.dateOfBirth:nothing',
        'investmentLoanApplication.personalAndBorrowingEntity.ein:lastFour',
        'investmentLoanApplication.personalAndBorrowingEntity.ssnOrItin:lastFour',
        // Account numbers (their last four) are `masked`: in full to the borrower only.
        'longForm.bankAccount.accounts.*.accountLast4:lastFour',
        'longForm.investmentProperty.properties.*.mortgageAccountLast4:lastFour',
        'longForm.documentsIDs.dateOfBirth:nothing',
        'longForm.documentsIDs.idNumber:lastFour',
        'longForm.documentsIDs.ssnOrItin:lastFour',
        'longForm.entityInfo.entity.ein:lastFour',
        // Not an identity number: the texted code, used once and never shown (`neverShown`).
        'longForm.verifyPhone.smsOtp:nothing',
        'permanentLoanApplication.assetsAndLiabilities.accounts.*.accountLast4:lastFour',
        'permanentLoanApplication.assetsAndLiabilities.alternateNames.*.accountLast4:lastFour',
        'permanentLoanApplication.assetsAndLiabilities.liabilities.*.accountLast4:lastFour',
        'permanentLoanApplication.borrowerInformation.borrower.dateOfBirth:nothing',
        'permanentLoanApplication.borrowerInformation.borrower.ssn:lastFour',
        'permanentLoanApplication.borrowerInformation.coBorrower.dateOfBirth:nothing',
        'permanentLoanApplication.borrowerInformation.coBorrower.ssn:lastFour',
        'shortQuiz.verifyEmail.emailOtp:nothing',
      ].sort(),
    );
  });
});
