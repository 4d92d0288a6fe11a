import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { answerRows, answerSections } from './answers.ts';
import { field } from './fields.ts';

const choices = [
  { value: 'checking', label: 'Checking or savings' },
  { value: 'savings', label: 'Savings' },
];

const loan = v.object({
  purpose: field(v.string(), {
    kind: 'choice',
    question: 'What is the loan for?',
    options: [
      { value: 'purchase', label: 'Purchase' },
      { value: 'refinance', label: 'Refinance' },
    ],
  }),
  price: field(v.string(), {
    kind: 'money',
    question: ({ step }) => (step.purpose === 'purchase' ? 'Purchase price' : 'What the home is worth today'),
  }),
  rate: field(v.string(), { kind: 'percent', question: 'Interest rate' }),
  closing: field(v.string(), { kind: 'date', question: 'When would you like to close?' }),
  phone: field(v.string(), { kind: 'phone', question: 'Phone number' }),
  units: field(v.string(), { kind: 'number', question: 'Living area, in square feet' }),
  account: field(v.string(), { kind: 'choice', question: 'Account type', options: choices }),
  features: field(v.array(v.string()), {
    kind: 'choices',
    question: 'What does it have?',
    options: [
      { value: 'pool', label: 'A pool' },
      { value: 'garage', label: 'A garage' },
    ],
  }),
  agree: field(v.boolean(), { kind: 'check', question: 'I agree to be contacted' }),
  lateFee: field(v.string(), {
    kind: 'money',
    question: 'Late fee',
    when: ({ step }) => step.purpose === 'refinance',
  }),
  ssn: field(v.string(), { kind: 'taxId', question: 'Social Security number', sensitivity: 'revealable' }),
  birthDate: field(v.string(), {
    kind: 'date',
    question: 'Date of birth',
    sensitivity: 'revealable',
    shows: 'nothing',
  }),
  accountNumber: field(v.string(), { kind: 'text', question: 'Account number', sensitivity: 'masked' }),
  code: field(v.string(), { kind: 'code', question: 'The code we texted you', sensitivity: 'neverShown' }),
  owners: field(
    v.array(
      v.object({
        name: field(v.string(), { kind: 'text', question: 'Full name' }),
        share: field(v.string(), { kind: 'percent', question: 'Their share, in percent' }),
      }),
    ),
    { kind: 'list', question: 'Other owners', itemNoun: 'Owner' },
  ),
  notDeclared: v.string(),
});

const values = {
  purpose: 'purchase',
  price: '312500',
  rate: '7.125',
  closing: '2026-03-04',
  phone: '2125550199',
  units: '2400',
  account: 'checking',
  features: ['garage', 'pool'],
  agree: true,
  lateFee: '250',
  ssn: '987654329',
  birthDate: '1984-03-09',
  accountNumber: '000123456789',
  code: '482913',
  owners: [
    { name: 'Daniel Okafor', share: '40' },
    { name: 'Ada Okafor', share: '' },
  ],
  notDeclared: 'made-up key',
  notInTheSchema: 'anything',
};

const byLabel = (rows: ReturnType<typeof answerRows>) =>
  Object.fromEntries(rows.map((row) => [[...row.within, row.label].join(' › '), row.value]));

describe('answer rows', () => {
  it('label each answer with its question and print it as the form showed it', () => {
    expect(byLabel(answerRows(loan, values))).toEqual({
      'What is the loan for?': 'Purchase',
      'Purchase price': '$312,500',
      'Interest rate': '7.125%',
      'When would you like to close?': 'March 4, 2026',
      'Phone number': '(212) 555-0199',
      'Living area, in square feet': '2,400',
      // Each field reads its own options: "Checking or savings" never becomes another list's "Savings".
      'Account type': 'Checking or savings',
      'What does it have?': 'A garage, A pool',
      'I agree to be contacted': 'Yes',
      'Social Security number': 'On file, ending 4329',
      'Date of birth': 'On file',
      'Account number': '000123456789',
      'Other owners › Owner 1 › Full name': 'Daniel Okafor',
      'Other owners › Owner 1 › Their share, in percent': '40%',
      'Other owners › Owner 2 › Full name': 'Ada Okafor',
    });
  });

  it('leave out blanks, fields hidden for these answers, undeclared keys and codes used once', () => {
    const rows = answerRows(loan, values);
    const paths = rows.map((row) => row.path);
    expect(paths).not.toContain('lateFee');
    expect(paths).not.toContain('owners.1.share');
    expect(paths).not.toContain('notDeclared');
    expect(paths).not.toContain('code');
    expect(JSON.stringify(rows)).not.toContain('482913');
    expect(
      answerRows(loan, { ...values, purpose: 'refinance' }).find((row) => row.path === 'lateFee'),
    ).toMatchObject({
      label: 'Late fee',
      value: '$250',
    });
  });

  it('read a question worked out from the other answers', () => {
    const rows = answerRows(loan, { ...values, purpose: 'refinance' });
    expect(rows.find((row) => row.path === 'price')?.label).toBe('What the home is worth today');
  });

  it('mask sensitive answers for each audience as their fields declare', () => {
    const copy = answerRows(loan, values, { audience: 'copy' });
    expect(copy.find((row) => row.path === 'accountNumber')).toEqual({
      path: 'accountNumber',
      label: 'Account number',
      within: [],
      value: 'On file, ending 6789',
      masked: true,
    });
    expect(copy.find((row) => row.path === 'ssn')).toMatchObject({ masked: true, revealable: true });
    const notice = answerRows(loan, values, { audience: 'notice' });
    expect(notice.map((row) => row.path)).not.toEqual(expect.arrayContaining(['ssn']));
    for (const secret of ['987654329', '1984-03-09', '000123456789', '482913']) {
      expect(JSON.stringify(copy)).not.toContain(secret);
      expect(JSON.stringify(notice)).not.toContain(secret);
    }
    expect(notice.map((row) => row.path)).not.toContain('accountNumber');
    expect(notice.map((row) => row.path)).not.toContain('birthDate');
  });

  it('read an answer held masked by the server as on file', () => {
    const rows = answerRows(loan, { ssn: { masked: true, lastFour: '6789', ref: 'r1' } });
    expect(rows).toEqual([
      {
        path: 'ssn',
        label: 'Social Security number',
        within: [],
        value: 'On file, ending 6789',
        masked: true,
        revealable: true,
      },
    ]);
  });

  it('take formatters and words from the app', () => {
    const rows = answerRows(loan, values, {
      formats: { money: (value) => `USD ${String(value)}` },
      texts: { yes: 'Agreed' },
    });
    expect(byLabel(rows)['Purchase price']).toBe('USD 312500');
    expect(byLabel(rows)['I agree to be contacted']).toBe('Agreed');
  });

  it('come in sections, one per group of entries, in order', () => {
    const sections = answerSections(answerRows(loan, values));
    expect(sections.map((section) => section.within.join(' › '))).toEqual([
      '',
      'Other owners › Owner 1',
      'Other owners › Owner 2',
    ]);
    expect(sections[1]?.rows.map((row) => row.label)).toEqual(['Full name', 'Their share, in percent']);
  });
});
