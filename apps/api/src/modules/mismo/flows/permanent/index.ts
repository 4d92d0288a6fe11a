import { permanentLoanApplicationFlow } from '@northgate/lending-flows';
import { el } from '../../binding.ts';
import { arcrole, type FlowMapping } from '../../message.ts';
import { borrowerParty, coBorrowerParty } from './borrower.ts';
import { collateral, loan } from './loan.ts';
import { assets, expenseItems, liabilities } from './statement.ts';

/*
 * The permanent application (the classic 1003) in MISMO 3.4's URLA shape: the borrower and a
 * co-borrower as parties with income, jobs, homes and declarations; the assets statement as
 * ASSETS, LIABILITIES and EXPENSES tied to the borrowers; the subject property and the loan.
 * What MISMO has no place for stays in the extension (message.ts). docs/decisions/0037-mismo-3.4-export.md.
 */

/** The assets statement is joint: each asset, debt and expense belongs to both borrowers. */
const held = (to: string) => [
  { from: /^ASSET_/, to, arcrole: arcrole('ASSET', 'ROLE') },
  { from: /^LIABILITY_/, to, arcrole: arcrole('LIABILITY', 'ROLE') },
  { from: /^EXPENSE_/, to, arcrole: arcrole('EXPENSE', 'ROLE') },
];

export const permanentMapping: FlowMapping = {
  flow: permanentLoanApplicationFlow,
  name: 'Northgate permanent loan application',
  deal: (reference) => [
    assets(),
    collateral(),
    expenseItems(),
    liabilities(),
    loan(reference),
    el('PARTIES', [borrowerParty(), coBorrowerParty()]),
  ],
  relationships: [...held('BORROWER_1'), ...held('BORROWER_2')],
};
