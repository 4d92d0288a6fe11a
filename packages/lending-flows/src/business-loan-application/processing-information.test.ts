import { describe, it } from 'vitest';
import {
  CHOOSE,
  expectShown,
  expectValid,
  EXPLAIN,
  nextYearDate,
  REQUIRED,
  validBusinessAnswers,
} from './validation.fixture.ts';

describe('processingInformation', () => {
  const loan = validBusinessAnswers.processingInformation.governmentFinancing[0]!;

  it('accepts a complete answer set', () => {
    expectValid('processingInformation');
    expectValid('processingInformation', {
      hasGovernmentFinancing: 'no',
      governmentFinancing: [],
      howDidYouHear: '',
    });
  });

  it.each([
    'hasGovernmentFinancing',
    'usingBroker',
    'bankruptcy',
    'pendingLawsuits',
    'lenderOrOfficialTies',
    'exportsProducts',
  ])('asks %s', (field) => {
    expectShown('processingInformation', { [field]: '' }, { [field]: CHOOSE });
  });

  it('asks for each government loan after a Yes', () => {
    expectShown(
      'processingInformation',
      { governmentFinancing: [] },
      { governmentFinancing: 'Add each government loan' },
    );
    expectShown(
      'processingInformation',
      { governmentFinancing: [{ borrowerName: '', agency: '', loanDate: '', amount: '', status: '' }] },
      {
        'governmentFinancing.0.borrowerName': REQUIRED,
        'governmentFinancing.0.agency': REQUIRED,
        'governmentFinancing.0.loanDate': CHOOSE,
        'governmentFinancing.0.amount': REQUIRED,
        'governmentFinancing.0.status': CHOOSE,
      },
    );
    expectShown(
      'processingInformation',
      { governmentFinancing: [{ ...loan, loanDate: nextYearDate }] },
      {
        'governmentFinancing.0.loanDate': 'Enter a date in the past',
      },
    );
    expectValid('processingInformation', {
      hasGovernmentFinancing: 'no',
      governmentFinancing: [{ ...loan, amount: '' }],
    });
  });

  it('asks who the broker is and what they charge after a Yes', () => {
    expectShown(
      'processingInformation',
      { usingBroker: 'yes' },
      { brokerName: REQUIRED, brokerFee: REQUIRED },
    );
    expectValid('processingInformation', {
      usingBroker: 'yes',
      brokerName: 'Pine State Business Advisors',
      brokerFee: '0',
    });
  });

  it.each(['bankruptcy', 'pendingLawsuits', 'lenderOrOfficialTies'])(
    'asks to explain a Yes to %s',
    (field) => {
      expectShown('processingInformation', { [field]: 'yes' }, { explanation: EXPLAIN });
      expectValid('processingInformation', {
        [field]: 'yes',
        explanation:
          'A supplier sued the business in 2024 over an invoice; a settlement hearing is set for next month.',
      });
    },
  );

  it('needs the certification, the credit authorization and a signature', () => {
    expectShown(
      'processingInformation',
      { certification: false },
      { certification: 'Confirm the certification to continue' },
    );
    expectShown(
      'processingInformation',
      { creditAuthorization: false },
      {
        creditAuthorization: 'Authorize the credit and background checks to continue',
      },
    );
    expectShown(
      'processingInformation',
      { signature: { image: '', legalName: '' } },
      {
        'signature.image': 'Sign in the box, or sign with your typed name',
        'signature.legalName': REQUIRED,
      },
    );
  });

  it('refuses an answer that is not on the list', () => {
    expectShown('processingInformation', { howDidYouHear: 'billboard' }, { howDidYouHear: CHOOSE });
  });
});
