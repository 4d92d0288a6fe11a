import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  contextAt,
  declarationAt,
  field,
  fieldDeclaration,
  fieldsOf,
  itemTitleOf,
  patternOf,
  reword,
  stepDeclarations,
  textOf,
  type ListDeclaration,
} from './fields.ts';

const name = field(v.string(), { kind: 'text', question: 'Full name', input: { autoComplete: 'name' } });

const step = v.object({
  name,
  email: field(v.pipe(v.string(), v.email()), { kind: 'email', question: 'Email' }),
  // A shared rule asked in this step's own words.
  workEmail: reword(field(v.pipe(v.string(), v.email()), { kind: 'email', question: 'Email' }), {
    question: 'Work email',
    optional: true,
  }),
  partners: field(v.optional(v.array(v.object({ name, share: v.string() })), []), {
    kind: 'list',
    question: 'Your partners',
    itemNoun: 'Partner',
  }),
  mailing: v.variant('different', [
    v.object({
      different: field(v.literal(false), { kind: 'check', question: 'Mail goes elsewhere' }),
      address: v.optional(v.unknown()),
    }),
    v.object({
      different: v.literal(true),
      address: field(v.object({ street: v.string() }), { kind: 'address', question: 'Mailing address' }),
    }),
  ]),
  // Validated out of sight, pointing at the schema that holds its field.
  hidden: v.pipe(
    v.unknown(),
    v.transform((value) => value),
    fieldsOf(v.object({ code: field(v.string(), { kind: 'code', question: 'Code' }) })),
  ),
});

describe('field declarations', () => {
  it('sit on the schema without changing what it accepts', () => {
    expect(v.parse(name, 'Ada')).toBe('Ada');
    expect(v.safeParse(name, 3).success).toBe(false);
    expect(fieldDeclaration(name)).toEqual({
      kind: 'text',
      question: 'Full name',
      input: { autoComplete: 'name' },
    });
    expect(fieldDeclaration(v.string())).toBeUndefined();
  });

  it('take a rewording over the declaration underneath, the outer words winning', () => {
    expect(declarationAt(step, 'workEmail')).toEqual({
      kind: 'email',
      question: 'Work email',
      optional: true,
    });
  });

  it('are found for every field of a step: in lists, in union options and in schemas validated out of sight', () => {
    const { byPattern, leaves } = stepDeclarations(step);
    expect([...byPattern.keys()]).toEqual([
      'name',
      'email',
      'workEmail',
      'partners',
      'partners.*.name',
      'mailing.different',
      'mailing.address',
      'hidden.code',
    ]);
    // Leaves: every plain value, declared or not (a test of each flow checks each one is declared).
    expect(leaves.map((pattern) => pattern.join('.'))).toEqual([
      'name',
      'email',
      'workEmail',
      'partners.*.name',
      'partners.*.share',
      'mailing.different',
      'mailing.address',
      'hidden.code',
    ]);
    // An address is one answer: its parts are not fields of their own.
    expect(byPattern.has('mailing.address.street')).toBe(false);
  });

  it('are looked up by a concrete path, list positions standing for every entry', () => {
    expect(patternOf('partners.3.name')).toBe('partners.*.name');
    expect(declarationAt(step, 'partners.3.name')).toMatchObject({ question: 'Full name' });
    expect(declarationAt(step, ['partners', '0', 'share'])).toBeUndefined();
    expect(declarationAt(undefined, 'name')).toBeUndefined();
  });

  it('work out their words for where the field sits', () => {
    const values = { partners: [{ name: 'Bo' }, { name: 'Cy', share: '40' }] };
    const context = contextAt(values, 'partners.1.share');
    expect(context).toEqual({ step: values, parent: { name: 'Cy', share: '40' }, indexes: [1] });
    expect(textOf(({ parent }) => `Share of ${String(parent.name)}`, context)).toBe('Share of Cy');
    expect(textOf('Fixed', context)).toBe('Fixed');
    const partners = declarationAt(step, 'partners') as ListDeclaration;
    expect(itemTitleOf(partners, 1, {})).toBe('Partner 2');
    expect(itemTitleOf({ ...partners, itemTitle: (index) => `Owner #${index + 1}` }, 0, {})).toBe('Owner #1');
  });
});
