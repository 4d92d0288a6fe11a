import type { Answers } from './answers.ts';
import { assets, expenses, liabilities } from './deal-assets.ts';
import { collaterals, loans } from './deal-loan.ts';
import { borrowerParty } from './party.ts';
import { element, toXmlDocument, value, type XmlElement } from './xml.ts';

export const MISMO_NAMESPACE = 'http://www.mismo.org/residential/2009/schemas';
/** MISMO 3.4 build 324, the version Fannie Mae's and Freddie Mac's ULAD imports name. */
export const MISMO_REFERENCE_MODEL = '3.4.032420160128';

export interface PermanentMismoInput {
  /** The submitted permanent application's answers, by step, as stored (decrypted). */
  answers: Answers;
  /** The application's reference, sent as the lender's loan identifier. */
  reference: string;
  createdAt: Date;
}

/**
 * A submitted permanent loan application as a MISMO 3.4 XML message (MESSAGE > DEAL_SETS >
 * DEAL_SET > DEALS > DEAL), for import into a loan origination system. Pure: answers in, text out.
 * Blank answers write no element; what is mapped and what is left out: docs/decisions/0024.
 */
export function permanentMismoXml({ answers, reference, createdAt }: PermanentMismoInput): string {
  const deal = element('DEAL', [
    assets(answers),
    collaterals(answers),
    expenses(answers),
    liabilities(answers),
    loans(answers, reference),
    element('PARTIES', [borrowerParty(answers)]),
  ]);
  const message = element(
    'MESSAGE',
    [
      element('ABOUT_VERSIONS', [
        element('ABOUT_VERSION', [
          value('CreatedDatetime', createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z')),
          value('DataVersionName', 'Northgate permanent loan application'),
        ]),
      ]),
      element('DEAL_SETS', [element('DEAL_SET', [element('DEALS', [deal])])]),
    ],
    { xmlns: MISMO_NAMESPACE, MISMOReferenceModelIdentifier: MISMO_REFERENCE_MODEL },
  ) as XmlElement;
  return toXmlDocument(message);
}
