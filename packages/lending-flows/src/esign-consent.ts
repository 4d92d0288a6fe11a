/**
 * What a borrower agrees to about signing electronically (ESIGN), in the words each application
 * shows beside its signature pad. The PDF copy of a submitted application prints the same words
 * in its e-signature record, so one place holds them.
 */
export const esignConsent: Readonly<Record<string, string>> = {
  longForm:
    'By signing you agree to sign this application and your financial statement electronically. Your signature has the same effect as signing on paper.',
  permanentLoanApplication:
    'My electronic signature on this application is as valid as a signature on paper.',
  investmentLoanApplication:
    'By signing you confirm that the information in this application is true and complete to the best of your knowledge, and you agree to sign electronically.',
  businessLoanApplication:
    'By signing you agree to sign this application electronically. Your signature has the same effect as signing on paper.',
};
