import {
  businessLoanApplicationFlow,
  investmentLoanApplicationFlow,
  longFormFlow,
  permanentLoanApplicationFlow,
} from '@northgate/lending-flows';
import {
  filledAnswers,
  validBusinessAnswers,
  validInvestmentAnswers,
  validLongFormAnswers,
  validPermanentAnswers,
} from '@northgate/lending-flows/fixtures';
import { describe, expect, it } from 'vitest';
import {
  choiceVariants,
  exportOf,
  relationshipProblems,
  roundTripLosses,
} from '../../../test/helpers/mismo.ts';
import { schemaErrors } from '../../../test/helpers/xmllint.ts';
import { MismoReadError, readMismo } from './import.ts';
import { mismoMappings } from './mappings.ts';
import { EXTENSION_NAMESPACE } from './message.ts';

/*
 * Every application type's MISMO file against MISMO's own schema (xmllint, the vendored B324
 * reference model), on the hand-written fixture, on answers filled from every declaration, and once
 * per option of every choice the file carries; its xlink graph; and the round trip back to answers.
 */

const applications = [
  ['permanentLoanApplication', permanentLoanApplicationFlow, validPermanentAnswers],
  ['investmentLoanApplication', investmentLoanApplicationFlow, validInvestmentAnswers],
  ['businessLoanApplication', businessLoanApplicationFlow, validBusinessAnswers],
  ['longForm', longFormFlow, validLongFormAnswers],
] as const;

const errorsOf = (xmls: readonly string[]) =>
  schemaErrors(xmls).flatMap((errors, index) => errors.map((error) => `document ${index}: ${error}`));

describe.each(applications)('the MISMO 3.4 export of a %s', (flowId, flow, fixture) => {
  const mapping = mismoMappings[flowId];
  const filled = filledAnswers(flow);
  const answerSets = [fixture, filled, ...choiceVariants(mapping, filled)];
  const xmls = answerSets.map((answers) => exportOf(mapping, answers));

  it('validates against the B324 schema for the fixture, every declared field and every option of every choice', () => {
    expect(answerSets.length).toBeGreaterThan(2);
    expect(errorsOf(xmls)).toEqual([]);
  });

  it('ties every asset, liability, expense and party to a borrower, with unique labels and no dangling arc', () => {
    expect(xmls.flatMap(relationshipProblems)).toEqual([]);
  });

  it('reads back into the answers it was made from', () => {
    expect(answerSets.flatMap((answers) => roundTripLosses(mapping, answers))).toEqual([]);
  });

  it('keeps what MISMO cannot say in its extension, in our namespace, under the question asked', () => {
    const [xml] = xmls;
    expect(xml).toContain(`xmlns:ng="${EXTENSION_NAMESPACE}"`);
    expect(xml).toMatch(/<ng:APPLICATION_ANSWERS ng:FlowId="[A-Za-z]+">/);
    expect(xml).toMatch(/<ng:ANSWER ng:StepId="[^"]+" ng:Path="[^"]+" ng:Question="[^"]+"/);
  });
});

describe('the MISMO export, proved able to fail', () => {
  const mapping = mismoMappings.permanentLoanApplication;
  const xml = exportOf(mapping, validPermanentAnswers);

  it('is refused by the schema with an element MISMO does not define', () => {
    const invented = xml.replace(
      '<BaseLoanAmount>',
      '<RequestedLoanAmount>1</RequestedLoanAmount>\n<BaseLoanAmount>',
    );
    expect(errorsOf([invented]).join('\n')).toContain('RequestedLoanAmount');
  });

  it('is refused by the schema with two children out of order', () => {
    const swapped = xml.replace(
      /(<FirstName>[^<]*<\/FirstName>)(\s*)(<LastName>[^<]*<\/LastName>)/,
      '$3$2$1',
    );
    expect(swapped).not.toBe(xml);
    expect(errorsOf([swapped]).join('\n')).toContain('FirstName');
  });

  it('is refused by the schema with a word outside an enumeration', () => {
    const unknown = xml.replace(
      '<MortgageType>Conventional</MortgageType>',
      '<MortgageType>Jumbo</MortgageType>',
    );
    expect(errorsOf([unknown]).join('\n')).toContain('Jumbo');
  });

  it('reports an arc to a label no element has, a label used twice and an asset tied to nobody', () => {
    const dangling = xml.replace(/xlink:to="BORROWER_1"/, 'xlink:to="BORROWER_9"');
    expect(relationshipProblems(dangling)).toContain('a relationship names BORROWER_9, which no element has');
    const twice = xml.replace('xlink:label="ASSET_DEPOSIT"', 'xlink:label="ASSET_RETIREMENT"');
    expect(relationshipProblems(twice)).toContain('label ASSET_RETIREMENT is used twice');
    const untied = xml.replace(
      /<RELATIONSHIP xlink:arcrole="[^"]+" xlink:from="ASSET_DEPOSIT" xlink:to="BORROWER_1"\/>/,
      '',
    );
    expect(untied).not.toBe(xml);
    expect(relationshipProblems(untied)).toContain('ASSET ASSET_DEPOSIT is tied to no borrower');
  });

  it('reports an answer changed or dropped on the way', () => {
    expect(roundTripLosses(mapping, validPermanentAnswers)).toEqual([]);
    const renamed = roundTripLosses(mapping, validPermanentAnswers, (file) =>
      file.replace('<LastName>Ellis</LastName>', '<LastName>Ellison</LastName>'),
    );
    expect(renamed).toEqual(['borrowerInformation.borrower.lastName: "Ellis" came back as "Ellison"']);
    const dropped = roundTripLosses(mapping, validPermanentAnswers, (file) =>
      file.replace(
        /<ng:ANSWER ng:StepId="propertyInformation" ng:Path="titleHeldInNames"[^>]*>[^<]*<\/ng:ANSWER>/,
        '',
      ),
    );
    expect(dropped).toEqual([
      'propertyInformation.titleHeldInNames: "Jordan A. Ellis" came back as undefined',
    ]);
  });
});

describe('reading a MISMO file', () => {
  const mapping = mismoMappings.permanentLoanApplication;

  it('fills what its data points bind even without our extension (a file from a broker)', () => {
    const xml = exportOf(mapping, validPermanentAnswers).replace(/<EXTENSION>[\s\S]*<\/EXTENSION>\s*/, '');
    const answers = readMismo(mapping, xml) as typeof validPermanentAnswers;
    expect(answers.typeOfMortgage.loanAmount).toBe('300000');
    expect(answers.borrowerInformation.borrower.lastName).toBe('Ellis');
    expect(answers.propertyInformation.subjectPropertyAddress.city).toBe('Boise');
    expect(answers.assetsAndLiabilities.accounts[1]?.balance).toBe('62000');
  });

  it('refuses a DOCTYPE, a file that is not XML and XML that is not a MISMO message', () => {
    const xml = exportOf(mapping, validPermanentAnswers);
    const withEntities = xml.replace('<MESSAGE', '<!DOCTYPE MESSAGE [<!ENTITY a "aaaa">]>\n<MESSAGE');
    expect(() => readMismo(mapping, withEntities)).toThrow(MismoReadError);
    expect(() => readMismo(mapping, '<MESSAGE><DEAL_SETS>')).toThrow('The file is not well-formed XML.');
    expect(() => readMismo(mapping, '<?xml version="1.0"?><LOAN/>')).toThrow('not a MISMO message');
  });

  it('reads only the answers the flow declares, and never past a list’s largest size', () => {
    const xml = exportOf(mapping, validPermanentAnswers).replace(
      '</ng:APPLICATION_ANSWERS>',
      '<ng:ANSWER ng:StepId="typeOfMortgage" ng:Path="__proto__.polluted" ng:Question="x">true</ng:ANSWER>' +
        '<ng:ANSWER ng:StepId="assetsAndLiabilities" ng:Path="otherAssets.5000000.description" ng:Question="x">"far"</ng:ANSWER>' +
        '</ng:APPLICATION_ANSWERS>',
    );
    const answers = readMismo(mapping, xml) as Record<string, Record<string, unknown>>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((answers.assetsAndLiabilities?.otherAssets as unknown[] | undefined)?.length ?? 0).toBeLessThan(
      100,
    );
  });
});
