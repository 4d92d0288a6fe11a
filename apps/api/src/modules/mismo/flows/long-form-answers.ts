import { longForm } from '@northgate/lending-flows';
import { amountOf } from '@northgate/validators';
import { answersOf, textAt, type Lens } from '../binding.ts';

// The long form's answers, typed, and the few tests on them its mapping modules share.

type Entries<T> = readonly Partial<T>[];

/**
 * The long form's answers as the lenses read them: the flow's own types, with the parts its
 * schemas leave untyped (each schedule's entries, the company, the income lines, the last step)
 * typed by what their step modules export, so a field renamed there still breaks the build here.
 */
export type LongFormAnswers = Omit<
  longForm.Answers,
  | 'investmentProperty'
  | 'business'
  | 'securities'
  | 'lifeInsurance'
  | 'notesPayable'
  | 'bankAccount'
  | 'entityInfo'
  | 'incomeInfo'
  | 'checkboxQs'
> & {
  readonly investmentProperty?: { readonly properties?: Entries<longForm.Property> };
  readonly business?: { readonly businesses?: Entries<longForm.Business> };
  readonly securities?: { readonly securities?: Entries<longForm.Security> };
  readonly lifeInsurance?: { readonly policies?: Entries<longForm.Policy> };
  readonly notesPayable?: {
    readonly notes?: Entries<longForm.Note>;
    readonly unpaidTaxes?: Entries<longForm.UnpaidTax>;
    readonly otherLiabilities?: Entries<longForm.OtherLiability>;
  };
  readonly bankAccount?: {
    readonly accounts?: Entries<longForm.Account>;
    readonly otherAssets?: Entries<longForm.OtherAsset>;
  };
  readonly entityInfo?: {
    readonly hasEntity?: string;
    readonly entity?: Partial<typeof longForm.emptyEntity>;
  };
  readonly incomeInfo?: NonNullable<longForm.Answers['incomeInfo']> &
    Partial<Record<(typeof longForm.incomeLines)[number]['key'], string>>;
  readonly checkboxQs?: Partial<
    Record<longForm.DeclarationKey | 'bankruptcyChapter' | 'explanation', string>
  > & {
    readonly certification?: boolean;
    readonly creditAuthorization?: boolean;
    readonly signature?: { readonly image?: string; readonly legalName?: string };
  };
};

export const answers = answersOf<LongFormAnswers>();
export const income = answers.at('incomeInfo');
export const home = answers.at('primaryResidence');
export const subject = answers.at('subjectProperty');

export const given = (lens: Lens<unknown>) => (source: unknown) => textAt(lens, source) !== '';
export const mortgaged = (balance: Lens<unknown>) => (source: unknown) => amountOf(balance.read(source)) > 0;
export const homeMortgaged = (source: unknown) =>
  longForm.homeIsMortgaged(home.read(source) as Record<string, unknown>);
export const tenure = (value: string) => (source: unknown) => textAt(home.at('ownOrRent'), source) === value;
export const money = (amount: number) => (Number.isFinite(amount) ? amount.toFixed(2) : undefined);
