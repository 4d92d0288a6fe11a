import { defineSiteFlow } from '../site-flow.ts';

/**
 * Long form (spec section 2): a numeric bar. Phone and its verification show the bar
 * without a value; the last step shows 'Almost done' instead of a number.
 */
export const longFormFlow = defineSiteFlow('longForm', {
  steps: {
    phone: { title: 'Your phone number', progress: { kind: 'value' } },
    verifyPhone: { title: 'Verify your phone', progress: { kind: 'value' } },
    primaryResidence: { title: 'Where you live', progress: { kind: 'value', value: 5 } },
    documentsIDs: { title: 'Your ID documents', progress: { kind: 'value', value: 10 } },
    contactInfo: { title: 'Contact information', progress: { kind: 'value', value: 15 } },
    entityInfo: { title: 'Your borrowing entity', progress: { kind: 'value', value: 20 } },
    incomeInfo: { title: 'Your income', progress: { kind: 'value', value: 30 } },
    investmentProperty: { title: 'Investment properties you own', progress: { kind: 'value', value: 30 } },
    business: { title: 'Businesses you own', progress: { kind: 'value', value: 40 } },
    securities: { title: 'Stocks and bonds', progress: { kind: 'value', value: 50 } },
    lifeInsurance: { title: 'Life insurance', progress: { kind: 'value', value: 60 } },
    notesPayable: { title: 'Notes payable', progress: { kind: 'value', value: 70 } },
    bankAccount: { title: 'Bank accounts', progress: { kind: 'value', value: 80 } },
    subjectProperty: { title: 'The property to finance', progress: { kind: 'value', value: 85 } },
    typeOfLoan: { title: 'Type of loan', progress: { kind: 'value', value: 90 } },
    checkboxQs: { title: 'Declarations', progress: { kind: 'value', text: 'Almost done' } },
  },
});
