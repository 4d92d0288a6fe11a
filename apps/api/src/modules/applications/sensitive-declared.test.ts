import { randomUUID } from 'node:crypto';
import type { StaffApplication } from '@northgate/contracts';
import { field, findStep, forgetDeclarations } from '@northgate/form-engine/core';
import { permanentLoanApplicationFlow } from '@northgate/lending-flows';
import { validPermanentAnswers } from '@northgate/lending-flows/fixtures';
import { optionalString } from '@northgate/validators';
import type { GenericSchema } from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.ts';
import { draftCalls } from '../../../test/helpers/drafts.ts';
import { createUser, login } from '../../../test/helpers/fixtures.ts';
import { caller, createStaff, staffToken } from '../../../test/helpers/pipeline.ts';
import { flat, pdftotext } from '../../../test/helpers/pdftotext.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

/*
 * One sensitivity policy: a field declared sensitive is masked on every path that sends, prints,
 * logs or exports answers (the draft API, the staff email, the PDF copy, the back office, the
 * logs and the MISMO export), without any of those modules naming it. The test adds such a field
 * to a step, in place, and follows one answer of it through all of them.
 */

const LICENSE = 'D98765432';
const step = findStep(permanentLoanApplicationFlow, 'typeOfMortgage');
const entries = (step?.schema as unknown as { entries: Record<string, GenericSchema> }).entries;

beforeAll(() => {
  entries.driversLicense = field(optionalString({ max: 20 }), {
    kind: 'text',
    question: "Driver's license number",
    sensitivity: 'revealable',
  });
  forgetDeclarations(step?.schema);
});

afterAll(() => {
  delete entries.driversLicense;
  forgetDeclarations(step?.schema);
});

describe.each(databaseVariants())('a field newly declared sensitive, on $name', ({ open }) => {
  const t = useTestApp(open);
  const { putStep, submit, getDraft } = draftCalls(() => t.app);
  const call = caller(() => t.app);

  it('is masked in the draft, the staff email, the PDF copy, the back office, the logs and the MISMO file', async () => {
    const { access_token: token } = await login(t.app, await createUser(t.database));
    for (const [stepId, values] of Object.entries(validPermanentAnswers)) {
      const extra = stepId === 'typeOfMortgage' ? { driversLicense: LICENSE } : {};
      const res = await putStep(token, 'permanentLoanApplication', stepId, {
        values: { ...values, ...extra },
        complete: true,
      });
      expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
      expect(res.body).not.toContain(LICENSE);
    }
    // The draft: on file, its last four shown, never the number.
    const draft = await getDraft('permanentLoanApplication', token);
    expect(draft.body).not.toContain(LICENSE);
    expect(draft.json().values.typeOfMortgage.driversLicense).toMatchObject({
      masked: true,
      lastFour: '5432',
    });

    const submitted = await submit(token, 'permanentLoanApplication', randomUUID());
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { application_id: id } = submitted.json<{ application_id: string }>();

    // The staff email: left out.
    const mail = await t.database.db.select().from(outboxMessages);
    const notice = mail.find((message) => message.body.includes(id));
    expect(notice?.body).toBeDefined();
    expect(notice?.body).not.toContain(LICENSE);
    expect(notice?.body).not.toContain("Driver's license number");

    // The PDF copy: on file, ending 5432.
    const pdf = await call('GET', `/api/v1/applications/${id}/pdf`, token);
    const text = flat(pdftotext(pdf.rawPayload));
    expect(text).toContain("Driver's license number: On file, ending 5432");
    expect(text).not.toContain(LICENSE);

    // The back office: masked, with a reveal; the reveal gives it (and is audited).
    const staff = await staffToken(t.app, await createStaff(t.database, 'loan_officer'));
    const detail = await call('GET', `/staff/api/v1/applications/${id}`, staff);
    expect(detail.body).not.toContain(LICENSE);
    const row = detail
      .json<StaffApplication>()
      .steps.find((candidate) => candidate.id === 'typeOfMortgage')
      ?.rows.find((candidate) => candidate.path === 'driversLicense');
    expect(row).toMatchObject({ masked: true, revealable: true, value: 'On file, ending 5432' });
    const revealed = await call('POST', `/staff/api/v1/applications/${id}/reveal`, staff, {
      step: 'typeOfMortgage',
      field: 'driversLicense',
    });
    expect(revealed.json()).toEqual({ value: LICENSE });

    // The MISMO file: never the number in full.
    const mismo = await call('GET', `/staff/api/v1/applications/${id}/mismo`, staff);
    expect(mismo.statusCode).toBe(200);
    expect(mismo.body).not.toContain(LICENSE);

    // The logs of all of it.
    expect(t.logs.text).not.toContain(LICENSE);
  });
});
