import { flowSteps, pages } from '@northgate/site-config';
import { describe, expect, it } from 'vitest';
import { stepPath } from '@northgate/form-engine/core';
import { progressFor } from '@northgate/form-engine/core';
import type { Flow } from '@northgate/form-engine/core';
import { flows, getFlow, isFlowId, withCrossStepRules } from './index.ts';

// Expected bars written out from docs/product/product-spec.md §2 by hand, not derived, so the test
// checks the derivation instead of repeating it.
type ExpectedBar =
  | { kind: 'hidden' }
  | { kind: 'stages'; activeId: string; passedIds: string[] }
  | { kind: 'value'; value?: number; text?: string };

const stages = (activeId: string, passedIds: string[] = []): ExpectedBar => ({
  kind: 'stages',
  activeId,
  passedIds,
});
const value = (n?: number): ExpectedBar =>
  n === undefined ? { kind: 'value' } : { kind: 'value', value: n };
const hidden: ExpectedBar = { kind: 'hidden' };

interface FlowExpectation {
  flow: Flow;
  access: 'anonymous' | 'login-required';
  basePath: string;
  stageIds: string[];
  bars: [stepId: string, bar: ExpectedBar][];
}

const expectations: Record<keyof typeof flows, FlowExpectation> = {
  shortQuiz: {
    flow: flows.shortQuiz,
    access: 'anonymous',
    basePath: '/shortQuiz/',
    stageIds: ['personal', 'financial', 'assets', 'request', 'submit'],
    bars: [
      ['personalDetails', stages('personal')],
      ['verifyEmail', stages('personal')],
      ['creditScore', stages('financial', ['personal'])],
      ['assetsSelect', stages('assets', ['personal', 'financial'])],
      ['assetsForm', stages('assets', ['personal', 'financial'])],
      ['requestLoan', stages('request', ['personal', 'financial', 'assets'])],
      ['checkboxQs', stages('submit', ['personal', 'financial', 'assets', 'request'])],
      ['password', hidden],
    ],
  },
  longForm: {
    flow: flows.longForm,
    access: 'login-required',
    basePath: '/longForm/',
    stageIds: [],
    bars: [
      ['phone', value()],
      ['verifyPhone', value()],
      ['primaryResidence', value(5)],
      ['documentsIDs', value(10)],
      ['contactInfo', value(15)],
      ['entityInfo', value(20)],
      ['incomeInfo', value(30)],
      ['investmentProperty', value(30)],
      ['business', value(40)],
      ['securities', value(50)],
      ['lifeInsurance', value(60)],
      ['notesPayable', value(70)],
      ['bankAccount', value(80)],
      ['subjectProperty', value(85)],
      ['typeOfLoan', value(90)],
      ['checkboxQs', { kind: 'value', text: 'Almost done' }],
    ],
  },
  permanentLoanApplication: {
    flow: flows.permanentLoanApplication,
    access: 'anonymous',
    basePath: '/permanent-loan-application/',
    stageIds: ['typeOfMortgage', 'property', 'borrower', 'employment', 'income', 'assets', 'declarations'],
    bars: [
      ['typeOfMortgage', stages('typeOfMortgage')],
      ['propertyInformation', stages('property', ['typeOfMortgage'])],
      ['borrowerInformation', stages('borrower', ['typeOfMortgage', 'property'])],
      ['employmentInformation', stages('employment', ['typeOfMortgage', 'property', 'borrower'])],
      [
        'monthlyIncomeAndCombinedExpenseInfo',
        stages('income', ['typeOfMortgage', 'property', 'borrower', 'employment']),
      ],
      [
        'assetsAndLiabilities',
        stages('assets', ['typeOfMortgage', 'property', 'borrower', 'employment', 'income']),
      ],
      [
        'declarations',
        stages('declarations', ['typeOfMortgage', 'property', 'borrower', 'employment', 'income', 'assets']),
      ],
    ],
  },
  investmentLoanApplication: {
    flow: flows.investmentLoanApplication,
    access: 'anonymous',
    basePath: '/investment-loan-application/',
    stageIds: ['entity', 'request', 'property', 'income', 'declarations'],
    bars: [
      ['personalAndBorrowingEntity', stages('entity')],
      ['loanRequestInformation', stages('request', ['entity'])],
      ['subjectPropertyInformation', stages('property', ['entity', 'request'])],
      ['incomeInformation', stages('income', ['entity', 'request', 'property'])],
      ['declarations', stages('declarations', ['entity', 'request', 'property', 'income'])],
    ],
  },
  businessLoanApplication: {
    flow: flows.businessLoanApplication,
    access: 'login-required',
    basePath: '/business-loan-application/',
    stageIds: ['personal', 'bank', 'business', 'owner', 'partner', 'property', 'processing'],
    bars: [
      ['personal-data', stages('personal')],
      ['haveBankAccount', stages('bank', ['personal'])],
      ['businessInformation', stages('business', ['personal', 'bank'])],
      ['ownerInformation', stages('owner', ['personal', 'bank', 'business'])],
      ['partnerInformation', stages('partner', ['personal', 'bank', 'business', 'owner'])],
      ['propertyInfo', stages('property', ['personal', 'bank', 'business', 'owner', 'partner'])],
      [
        'processingInformation',
        stages('processing', ['personal', 'bank', 'business', 'owner', 'partner', 'property']),
      ],
    ],
  },
};

const progressRows = Object.entries(expectations).flatMap(([flowId, { flow, bars }]) =>
  bars.map(([stepId, bar]) => ({ flowId, flow, stepId, bar })),
);

describe.each(Object.entries(expectations))('flow %s', (flowId, expected) => {
  const { flow } = expected;

  it('has the step ids of site-config, in the spec order', () => {
    expect(flow.id).toBe(flowId);
    expect(flow.steps.map((step) => step.id)).toEqual(flowSteps[flowId as keyof typeof flowSteps]);
    expect(expected.bars.map(([stepId]) => stepId)).toEqual(flow.steps.map((step) => step.id));
  });

  it('has the access and parent path of the route table', () => {
    expect(flow.access).toBe(expected.access);
    expect(flow.basePath).toBe(expected.basePath);
    expect(flow.basePath).toBe(pages[flowId as keyof typeof flowSteps].path);
  });

  it('declares the progress stages of the spec, in order, with labels', () => {
    expect(flow.stages.map((stage) => stage.id)).toEqual(expected.stageIds);
    for (const stage of flow.stages) expect(stage.label).not.toBe('');
  });

  it('gives every step a title and a URL under the parent path', () => {
    for (const step of flow.steps) {
      expect(step.title.trim()).not.toBe('');
      expect(stepPath(flow, step.id)).toBe(`${expected.basePath}${step.id}`);
    }
  });

  it('is frozen', () => {
    expect(Object.isFrozen(flow)).toBe(true);
    expect(Object.isFrozen(flow.steps)).toBe(true);
    expect(flow.steps.every((step) => Object.isFrozen(step) && Object.isFrozen(step.progress))).toBe(true);
  });
});

describe('progress bar on every step', () => {
  it.each(progressRows)('$flowId / $stepId', ({ flow, stepId, bar }) => {
    const progress = progressFor(flow, stepId);
    if (bar.kind === 'stages') {
      expect(progress).toEqual({ ...bar, stages: flow.stages });
    } else {
      expect(progress).toEqual(bar);
    }
  });

  it('covers every step of every flow', () => {
    const declared = Object.values(flows).reduce((count, flow) => count + flow.steps.length, 0);
    expect(progressRows).toHaveLength(declared);
    expect(declared).toBe(8 + 16 + 7 + 5 + 7);
  });
});

describe('spot checks against the spec wording', () => {
  it('builds step URLs from the parent paths', () => {
    expect(stepPath(flows.shortQuiz, 'personalDetails')).toBe('/shortQuiz/personalDetails');
    expect(stepPath(flows.longForm, 'checkboxQs')).toBe('/longForm/checkboxQs');
    expect(stepPath(flows.businessLoanApplication, 'personal-data')).toBe(
      '/business-loan-application/personal-data',
    );
  });

  it('shows the long form values 5, 10, 15, 20, 30, 30, 40, 50, 60, 70, 80, 85, 90 after the phone steps', () => {
    const values = flows.longForm.steps
      .map((step) => progressFor(flows.longForm, step.id))
      .flatMap((progress) =>
        progress.kind === 'value' && progress.value !== undefined ? [progress.value] : [],
      );
    expect(values).toEqual([5, 10, 15, 20, 30, 30, 40, 50, 60, 70, 80, 85, 90]);
  });
});

describe('flow registry', () => {
  it('finds flows by id and rejects anything else', () => {
    expect(getFlow('longForm')).toBe(flows.longForm);
    expect(getFlow('toString')).toBeUndefined();
    expect(getFlow('nope')).toBeUndefined();
    expect(isFlowId('shortQuiz')).toBe(true);
    expect(isFlowId('__proto__')).toBe(false);
  });
});

describe('rules across steps, attached at submit', () => {
  it('leaves them out of the flows the steps use, and gives the four applications theirs', () => {
    for (const flow of Object.values(flows)) expect(flow.check, flow.id).toBeUndefined();
    const checked = Object.values(flows)
      .filter((flow) => withCrossStepRules(flow).check !== undefined)
      .map((flow) => flow.id);
    expect(checked).toEqual([
      'longForm',
      'permanentLoanApplication',
      'investmentLoanApplication',
      'businessLoanApplication',
    ]);
    expect(withCrossStepRules(flows.shortQuiz)).toBe(flows.shortQuiz);
    expect(withCrossStepRules(flows.longForm)).toBe(withCrossStepRules(flows.longForm));
  });
});
