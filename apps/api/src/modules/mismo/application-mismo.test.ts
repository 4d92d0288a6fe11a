import { randomUUID } from 'node:crypto';
import {
  validBusinessAnswers,
  validInvestmentAnswers,
  validPermanentAnswers,
} from '@northgate/lending-flows/fixtures';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { draftCalls } from '../../../test/helpers/drafts.ts';
import { createUser, login } from '../../../test/helpers/fixtures.ts';
import { borrowerWithApplication, caller, createStaff, staffToken } from '../../../test/helpers/pipeline.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';
import { schemaErrors } from '../../../test/helpers/xmllint.ts';

/** The value at a dotted path of parsed XML, or undefined. */
const at = (node: unknown, dotted: string): unknown =>
  dotted
    .split('.')
    .reduce<unknown>(
      (here, name) =>
        typeof here === 'object' && here !== null ? (here as Record<string, unknown>)[name] : undefined,
      node,
    );

describe.each(databaseVariants())('the MISMO 3.4 export for staff, on $name', ({ open }) => {
  const t = useTestApp(open);
  const { putStep, submit } = draftCalls(() => t.app);
  const call = caller(() => t.app);

  /** A signed-in borrower submits a flow's fixture; their token, the application id and reference. */
  async function submitted(flowId: string, answers: Record<string, unknown>) {
    const { access_token: token } = await login(t.app, await createUser(t.database));
    for (const [stepId, values] of Object.entries(answers)) {
      const res = await putStep(token, flowId, stepId, { values, complete: true });
      expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
    }
    const res = await submit(token, flowId, randomUUID());
    expect(res.statusCode, res.body).toBe(201);
    const { application_id, reference } = res.json<{ application_id: string; reference: string }>();
    return { token, applicationId: application_id, reference };
  }

  it('gives staff the XML of a permanent application as a download and writes it in the audit log', async () => {
    const { applicationId, reference } = await submitted('permanentLoanApplication', validPermanentAnswers);
    const officer = await createStaff(t.database, 'loan_officer');
    const staff = await staffToken(t.app, officer);
    const res = await call('GET', `/staff/api/v1/applications/${applicationId}/mismo`, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toContain(`northgate-application-${reference}-mismo-3.4.xml`);
    expect(schemaErrors([res.body])).toEqual([[]]);

    const deal = at(
      new XMLParser({ parseTagValue: false }).parse(res.body),
      'MESSAGE.DEAL_SETS.DEAL_SET.DEALS.DEAL',
    );
    expect(at(deal, 'LOANS.LOAN.LOAN_IDENTIFIERS.LOAN_IDENTIFIER.LoanIdentifier')).toBe(reference);
    expect(at(deal, 'LOANS.LOAN.TERMS_OF_LOAN.BaseLoanAmount')).toBe('300000.00');
    expect(at(deal, 'PARTIES.PARTY.INDIVIDUAL.NAME.LastName')).toBe('Ellis');
    expect(at(deal, 'PARTIES.PARTY.ROLES.ROLE.ROLE_DETAIL.PartyRoleType')).toBe('Borrower');
    // The stored (encrypted) SSN comes back in full for the loan origination system.
    expect(at(deal, 'PARTIES.PARTY.TAXPAYER_IDENTIFIERS.TAXPAYER_IDENTIFIER.TaxpayerIdentifierValue')).toBe(
      validPermanentAnswers.borrowerInformation.borrower.ssn,
    );
    expect(at(deal, 'COLLATERALS.COLLATERAL.SUBJECT_PROPERTY.ADDRESS.AddressLineText')).toBe(
      '1842 Larkspur Lane',
    );

    const admin = await staffToken(t.app, await createStaff(t.database, 'admin'));
    const audit = await call('GET', '/staff/api/v1/audit_log', admin);
    expect(audit.json().items[0]).toMatchObject({
      staff: { id: officer.id },
      action: 'download',
      application_id: applicationId,
      target: 'application-mismo',
    });
  });

  it('refuses a borrower token, even the owner’s, with 403, and no token with 401', async () => {
    const { token, applicationId } = await submitted('permanentLoanApplication', validPermanentAnswers);
    const owner = await call('GET', `/staff/api/v1/applications/${applicationId}/mismo`, token);
    expect(owner.statusCode).toBe(403);
    expect(owner.headers['content-type']).toContain('application/json');
    const anonymous = await call('GET', `/staff/api/v1/applications/${applicationId}/mismo`, undefined);
    expect(anonymous.statusCode).toBe(401);
  });

  it('exports every application type valid against MISMO 3.4 (xmllint), each download audited', async () => {
    const investment = await submitted('investmentLoanApplication', validInvestmentAnswers);
    const business = await submitted('businessLoanApplication', validBusinessAnswers);
    const longForm = await borrowerWithApplication(() => t.app, t.database);
    const officer = await createStaff(t.database, 'loan_officer');
    const staff = await staffToken(t.app, officer);
    const exports = [
      [investment, 'Northgate investment loan application'],
      [business, 'Northgate business loan application'],
      [longForm, 'Northgate long-form loan application'],
    ] as const;
    const bodies: string[] = [];
    for (const [{ applicationId, reference }, name] of exports) {
      const res = await call('GET', `/staff/api/v1/applications/${applicationId}/mismo`, staff);
      expect(res.statusCode, res.body).toBe(200);
      const message = new XMLParser({ parseTagValue: false }).parse(res.body);
      expect(at(message, 'MESSAGE.ABOUT_VERSIONS.ABOUT_VERSION.DataVersionName')).toBe(name);
      expect(
        at(
          message,
          'MESSAGE.DEAL_SETS.DEAL_SET.DEALS.DEAL.LOANS.LOAN.LOAN_IDENTIFIERS.LOAN_IDENTIFIER.LoanIdentifier',
        ),
      ).toBe(reference);
      bodies.push(res.body);
    }
    expect(schemaErrors(bodies)).toEqual([[], [], []]);

    const admin = await staffToken(t.app, await createStaff(t.database, 'admin'));
    const items = (await call('GET', '/staff/api/v1/audit_log', admin)).json().items as {
      application_id: string;
      target: string;
    }[];
    for (const [{ applicationId }] of exports)
      expect(
        items.filter((item) => item.application_id === applicationId && item.target === 'application-mismo'),
      ).toHaveLength(1);
  });

  it('answers an unknown id with 404 and audits nothing', async () => {
    const staff = await staffToken(t.app, await createStaff(t.database, 'loan_officer'));
    const applicationId = randomUUID();
    const unknown = await call('GET', `/staff/api/v1/applications/${applicationId}/mismo`, staff);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No such application' });
    const admin = await staffToken(t.app, await createStaff(t.database, 'admin'));
    const items = (await call('GET', '/staff/api/v1/audit_log', admin)).json().items as {
      application_id: string;
    }[];
    expect(items.filter((item) => item.application_id === applicationId)).toEqual([]);
  });
});
