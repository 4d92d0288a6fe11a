import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineFlow } from './define-flow.ts';
import { field, fieldsOf, type MaskShows } from './fields.ts';
import {
  isMaskedValue,
  maskValues,
  restoreMaskedValues,
  sensitiveFields,
  type ValueRef,
  withoutSensitive,
} from './sensitive.ts';
import { validateStep } from './validate-step.ts';

/** A field whose answer is never sent back in full: the declaration says so, the schema is unchanged. */
const sensitive = (schema: v.GenericSchema, shows: MaskShows) =>
  field(schema, { kind: 'taxId', question: 'Tax id', sensitivity: 'revealable', shows });

const nineDigits = v.pipe(v.string(), v.regex(/^\d{9}$/, 'Enter nine digits'));
const isoDate = v.pipe(v.string(), v.isoDate('Enter a date'));

const personSchema = v.pipe(
  v.object({
    name: v.string(),
    taxId: sensitive(nineDigits, 'lastFour'),
    birthDate: sensitive(isoDate, 'nothing'),
    partners: v.optional(
      v.array(v.object({ name: v.string(), taxId: sensitive(nineDigits, 'lastFour') })),
      [],
    ),
    // A field validated out of sight (inside a transform), pointing at its schema.
    spouseTaxId: v.pipe(
      v.unknown(),
      v.transform((value) => value),
      fieldsOf(sensitive(nineDigits, 'lastFour')),
    ),
  }),
  v.check(() => true),
);

const flow = defineFlow({
  id: 'identity',
  basePath: '/identity/',
  access: 'anonymous',
  steps: [{ id: 'person', title: 'Person', schema: personSchema, progress: { kind: 'hidden' } }],
});

// A stand-in for the server's keyed hash: distinct values give distinct refs that reveal nothing.
const refs = new Map<unknown, string>();
const ref: ValueRef = (value) => {
  if (!refs.has(value)) refs.set(value, `ref-${refs.size + 1}`);
  return refs.get(value) ?? '';
};

const stored = {
  name: 'Ada',
  taxId: '123456789',
  birthDate: '1980-02-29',
  partners: [
    { name: 'Bo', taxId: '111111111' },
    { name: 'Cy', taxId: '222222222' },
  ],
  spouseTaxId: '333334444',
};

describe('sensitive fields', () => {
  it('are found from the schema, inside lists, wrappers and fields validated out of sight', () => {
    expect(sensitiveFields(personSchema)).toEqual([
      { pattern: ['taxId'], sensitivity: 'revealable', shows: 'lastFour' },
      { pattern: ['birthDate'], sensitivity: 'revealable', shows: 'nothing' },
      { pattern: ['partners', '*', 'taxId'], sensitivity: 'revealable', shows: 'lastFour' },
      { pattern: ['spouseTaxId'], sensitivity: 'revealable', shows: 'lastFour' },
    ]);
    expect(sensitiveFields(v.object({ name: v.string() }))).toEqual([]);
    expect(sensitiveFields(undefined)).toEqual([]);
  });

  it('validate exactly as the unmarked schema does', () => {
    expect(v.safeParse(sensitive(nineDigits, 'lastFour'), '12345').issues?.[0]?.message).toBe(
      'Enter nine digits',
    );
    expect(v.parse(sensitive(nineDigits, 'lastFour'), '123456789')).toBe('123456789');
  });

  it('are masked on the way out: the last four for numbers, nothing for a birth date, blanks left blank', () => {
    const masked = maskValues(
      personSchema,
      { ...stored, partners: [...stored.partners, { name: 'Di', taxId: '' }] },
      ref,
    );
    expect(masked).toEqual({
      name: 'Ada',
      taxId: { masked: true, lastFour: '6789', ref: ref('123456789') },
      birthDate: { masked: true, ref: ref('1980-02-29') },
      partners: [
        { name: 'Bo', taxId: { masked: true, lastFour: '1111', ref: ref('111111111') } },
        { name: 'Cy', taxId: { masked: true, lastFour: '2222', ref: ref('222222222') } },
        { name: 'Di', taxId: '' },
      ],
      spouseTaxId: { masked: true, lastFour: '4444', ref: ref('333334444') },
    });
    expect(JSON.stringify(masked)).not.toMatch(/123456789|1980|111111111|333334444/);
    expect(stored.taxId).toBe('123456789');
  });

  it('come back in full when the masked value is sent back, each to its own person after a reorder', () => {
    const masked = maskValues(personSchema, stored, ref);
    const partners = masked['partners'] as unknown[];
    const incoming = { ...masked, name: 'Ada L.', partners: [partners[1], partners[0]] };
    expect(restoreMaskedValues(personSchema, incoming, stored, ref)).toEqual({
      ...stored,
      name: 'Ada L.',
      partners: [stored.partners[1], stored.partners[0]],
    });
  });

  it('take a new value typed over the masked one', () => {
    const masked = maskValues(personSchema, stored, ref);
    const restored = restoreMaskedValues(personSchema, { ...masked, taxId: '987654321' }, stored, ref);
    expect(restored['taxId']).toBe('987654321');
  });

  it('never keep a masked value that names nothing stored', () => {
    const forged = { masked: true, lastFour: '0000', ref: 'ref-unknown' };
    const restored = restoreMaskedValues(
      personSchema,
      { taxId: forged, partners: [{ name: 'Ed', taxId: forged }] },
      undefined,
      ref,
    );
    expect(restored).toEqual({ taxId: '', partners: [{ name: 'Ed', taxId: '' }] });
    // Outside a list, the value stored there stays (it was changed on another device).
    expect(restoreMaskedValues(personSchema, { taxId: forged }, stored, ref)).toEqual({ taxId: '123456789' });
  });

  it('leave a masked-looking value at a field that is not sensitive for validation to refuse', () => {
    const forged = { masked: true, ref: 'x' };
    expect(restoreMaskedValues(personSchema, { name: forged }, stored, ref)).toEqual({ name: forged });
    const validation = validateStep(flow, 'person', { ...stored, name: forged });
    expect(validation.ok).toBe(false);
  });

  it('pass validation while masked, as the server has checked the value it keeps', () => {
    const masked = maskValues(personSchema, stored, ref);
    expect(validateStep(flow, 'person', masked)).toEqual({ ok: true, value: masked });
    const withError = validateStep(flow, 'person', { ...masked, partners: [{ name: 'Bo', taxId: '12' }] });
    expect(withError).toEqual({
      ok: false,
      issues: [{ path: 'partners.0.taxId', message: 'Enter nine digits' }],
    });
  });

  it('recognise only the masked shape', () => {
    expect(isMaskedValue({ masked: true, ref: 'a' })).toBe(true);
    expect(isMaskedValue({ masked: true, lastFour: '1234', ref: 'a' })).toBe(true);
    expect(isMaskedValue({ masked: 'yes', ref: 'a' })).toBe(false);
    expect(isMaskedValue({ masked: true })).toBe(false);
    expect(isMaskedValue('•••-••-1234')).toBe(false);
    expect(isMaskedValue(null)).toBe(false);
  });

  it('are blanked for copies that must not hold them, whatever their keys are called', () => {
    expect(withoutSensitive(personSchema, stored)).toEqual({
      name: 'Ada',
      taxId: '',
      birthDate: '',
      partners: [
        { name: 'Bo', taxId: '' },
        { name: 'Cy', taxId: '' },
      ],
      spouseTaxId: '',
    });
    expect(stored.partners[0]?.taxId).toBe('111111111');
  });
});
