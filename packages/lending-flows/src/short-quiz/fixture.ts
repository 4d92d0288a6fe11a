/**
 * A complete, valid short quiz for a fictional investor, all eight steps: she owns her home and
 * three rentals and asks for a fix-and-flip purchase through her LLC. Stories and tests start
 * from it. Everything is made up: the phone number is in the 555-01xx range kept for fiction and
 * the email uses a reserved test domain. The password step stores nothing (the password never
 * enters the draft).
 */
export const validShortQuizAnswers = {
  personalDetails: {
    firstName: 'Maya',
    lastName: 'Okafor',
    email: 'maya.okafor@example.test',
    mobilePhone: '5035550142',
    state: 'OR',
    borrowerRole: 'investor',
  },
  verifyEmail: { emailOtp: '482913' },
  creditScore: { creditScoreRange: '720-739' },
  assetsSelect: { assetTypes: ['primaryResidence', 'investmentRealEstate', 'cash'] },
  assetsForm: {
    assets: {
      primaryResidence: { estimatedValue: '640000', amountOwed: '310000' },
      investmentRealEstate: { estimatedValue: '890000', amountOwed: '520000' },
      cash: { estimatedValue: '85000', amountOwed: '' },
    },
    investmentPropertyCount: '3',
  },
  requestLoan: {
    loanProgram: 'fixFlip',
    loanPurpose: 'purchase',
    loanAmountRequested: '320000',
    propertyType: 'sfr',
    propertyValueOrPrice: '410000',
    timeline: '2-4w',
    dealsLast36Months: '3-4',
  },
  checkboxQs: {
    willOccupyProperty: 'no',
    borrowingThroughEntity: 'yes',
    citizenship: 'usCitizen',
    recentCreditEvent: 'no',
    agreeTermsPrivacy: true,
    eConsent: true,
    contactConsent: false,
  },
  password: {},
};
