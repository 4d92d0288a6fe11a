import { sensitiveFields } from '@northgate/form-engine/core';
import { esignConsent, flows } from '@northgate/lending-flows';
import {
  sensitiveAnswerValues,
  validBusinessAnswers,
  validPermanentAnswers,
} from '@northgate/lending-flows/fixtures';
import { pages, type FlowId } from '@northgate/site-config';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from '@northgate/playwright-config/axe';
import { expectSignedPdfCopy } from './pdf-copy.ts';
import { confirmEmailOnReview, expectProblemLinkedTo, goToReview, returnToReview, signAs } from './review.ts';
import { apiPut, DEMO, latestOutboxMessage, SESSION_KEY, seedSession } from './session.ts';

interface FlowCase {
  name: string;
  base: string;
  flowId: FlowId;
  /** Step ids in order, with the heading each shows. */
  steps: [stepId: string, heading: string][];
  answers: Record<string, unknown>;
  signedIn: boolean;
  /** Where the borrower's confirmation goes: the account's address, or a guest's own answer. */
  borrowerEmail: string;
  /** The borrower's full name, and a step of the review with a masked answer on it. */
  borrowerName: string;
  maskedOn: [stepTitle: string, text: RegExp];
  /** Answers the PDF copy prints, in the review page's words. */
  pdfAnswers: string[];
}

const cases: FlowCase[] = [
  {
    name: 'permanent loan application (anonymous)',
    base: '/permanent-loan-application/',
    flowId: 'permanentLoanApplication',
    steps: [
      ['typeOfMortgage', 'Type of mortgage and terms'],
      ['propertyInformation', 'Property and purpose of the loan'],
      ['borrowerInformation', 'About you'],
      ['employmentInformation', 'Your employment'],
      ['monthlyIncomeAndCombinedExpenseInfo', 'Monthly income and housing expenses'],
      ['assetsAndLiabilities', 'Assets and liabilities'],
      ['declarations', 'Declarations and signature'],
    ],
    answers: validPermanentAnswers,
    signedIn: false,
    borrowerEmail: validPermanentAnswers.borrowerInformation.borrower.email,
    borrowerName: 'Jordan Avery Ellis',
    maskedOn: ['About you', /On file, ending 4325/],
    pdfAnswers: ['Treasure Valley Regional Hospital', 'On file, ending 4325'],
  },
  {
    name: 'business loan application (signed in)',
    base: '/business-loan-application/',
    flowId: 'businessLoanApplication',
    steps: [
      ['personal-data', 'Your personal details'],
      ['haveBankAccount', 'Your business bank account'],
      ['businessInformation', 'About your business'],
      ['ownerInformation', 'Owners and officers'],
      ['partnerInformation', 'Partners and affiliates'],
      ['propertyInfo', 'Property and collateral'],
      ['processingInformation', 'Processing information'],
    ],
    answers: validBusinessAnswers,
    signedIn: true,
    borrowerEmail: DEMO.email,
    borrowerName: 'Maria Delgado',
    maskedOn: ['About your business', /On file/],
    pdfAnswers: ['First name: Maria', 'Harbor Light Bakery LLC'],
  },
];

/** The session the page holds (a guest one for anonymous flows), as the API sees it. */
async function bearer(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  return `Bearer ${(JSON.parse(stored ?? '{}') as { access_token?: string }).access_token}`;
}

for (const flow of cases) {
  test(`${flow.name}: every step shows a complete answer set accessibly, the review lists it, a signer who is not the borrower is sent back, and the application is submitted`, async ({
    page,
    request,
    demoSession,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const [firstStep, firstHeading] = flow.steps[0]!;
    // A borrower who filled every step on another device: the answers come from the server.
    const saveEveryStep = async (authorization: string) => {
      for (const [stepId] of flow.steps) {
        const saved = await apiPut(
          request,
          `/api/v1/drafts/${flow.flowId}/steps/${stepId}`,
          { values: flow.answers[stepId], complete: true },
          authorization,
        );
        expect(saved.status(), `${stepId}: ${await saved.text()}`).toBe(200);
      }
    };
    if (flow.signedIn) {
      // Saved before this browser opens the flow: a page open on a blank draft saves what it
      // shows (the account's name), which could land after these and replace them.
      const tokens = await demoSession();
      await saveEveryStep(`Bearer ${tokens.access_token}`);
      await seedSession(page, tokens);
    } else {
      // A guest's session exists only once the page has opened the flow.
      await page.goto(flow.base);
      await expect(page).toHaveURL(`${flow.base}${firstStep}`);
      await expect(page.getByRole('heading', { level: 1, name: firstHeading })).toBeVisible();
      await saveEveryStep(await bearer(page));
    }

    // Each step renders the saved answers with no accessibility problem, and Next accepts them.
    await page.goto(flow.base);
    const main = page.getByRole('main');
    for (const [index, [stepId, heading]] of flow.steps.entries()) {
      await page.goto(`${flow.base}${stepId}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(main.locator('[aria-invalid="true"]')).toHaveCount(0);
      // Identity numbers and birth dates came back masked: on file, never in a box. (Account
      // numbers, `masked`, come back to their owner as typed.)
      const schema = flows[flow.flowId].steps.find((step) => step.id === stepId)?.schema;
      if (sensitiveFields(schema, ['revealable']).length > 0)
        await expect(main.getByText(/^On file/).first()).toBeVisible();
      await expectNoAxeViolations(page);
      if (index < flow.steps.length - 1) {
        await main.getByRole('button', { name: 'Next', exact: true }).click();
        await expect(page).toHaveURL(`${flow.base}${flow.steps[index + 1]![0]}`);
      }
    }

    // Signed without a signature: the step refuses. Then signed by someone else.
    const [lastStep, lastTitle] = flow.steps.at(-1)!;
    await main.getByRole('button', { name: 'Clear signature' }).click();
    await main.getByRole('button', { name: 'Review your answers', exact: true }).click();
    await expect(
      main.getByRole('link', { name: 'Sign in the box, or sign with your typed name' }),
    ).toBeVisible();
    await signAs(page, 'Sam Rivers');
    await goToReview(page, flow.base);

    // The review: every step with its answers and a Change link, identity numbers masked.
    for (const [stepId, heading] of flow.steps) {
      const region = main.getByRole('region', { name: heading });
      await expect(region.getByRole('link', { name: `Change ${heading.toLowerCase()}` })).toHaveAttribute(
        'href',
        `${flow.base}${stepId}?from=review`,
      );
    }
    await expect(main.getByRole('region', { name: flow.maskedOn[0] })).toContainText(flow.maskedOn[1]);
    // Only an account's last four digits show, as the borrower typed them: that is its mask.
    for (const secret of sensitiveAnswerValues(flow.flowId, flow.answers).filter((value) => value.length > 4))
      await expect(main).not.toContainText(secret);
    await expect(main.getByRole('region', { name: lastTitle })).toContainText('Signed as Sam Rivers');
    await expectNoAxeViolations(page);

    // The signer is not the borrower: the rule across steps sends them back to the signature.
    await expectProblemLinkedTo(page, flow.base, lastStep, lastTitle, /must be your own/);
    await expectNoAxeViolations(page);
    await signAs(page, flow.borrowerName);
    await returnToReview(page, flow.base);
    if (!flow.signedIn) await confirmEmailOnReview(page, request, flow.borrowerEmail);
    await main.getByRole('button', { name: 'Submit application' }).click();
    // The confirmation: its heading has focus, with the reference and what happens next.
    const confirmation = page.getByRole('heading', {
      level: 1,
      name: 'Thank you, we received your application',
    });
    await expect(confirmation).toBeFocused();
    const reference = (await main.locator('dt:text-is("Reference") + dd').textContent()) ?? '';
    expect(reference).toMatch(/^NG-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expect(main.getByText(/will be in touch within one business day/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'See your submitted applications' })).toHaveAttribute(
      'href',
      '/profile/longFormComplete',
    );
    await expectNoAxeViolations(page);

    // The borrower's email has the reference, and none of their identity or account numbers.
    const email = await latestOutboxMessage(request, flow.borrowerEmail);
    expect(email.subject).toBe(`We received your application (${reference})`);
    expect(email.body).toContain(pages[flow.flowId].title.toLowerCase());
    for (const secret of sensitiveAnswerValues(flow.flowId, flow.answers))
      expect(email.body).not.toContain(secret);

    // The lender's staff hear about it, without the borrower's identity numbers.
    const outbox = (await (await request.get('/dev/api/outbox')).json()) as {
      messages: { subject: string | null; body: string }[];
    };
    const notice = outbox.messages.find(
      (message) => message.subject === `New application: ${pages[flow.flowId].title}`,
    );
    expect(notice?.body).toContain(
      flow.signedIn ? 'Account: demo@borrower.test' : 'Account: Not signed in (guest)',
    );
    expect(notice?.body).not.toMatch(/\b\d{3}-?\d{2}-?\d{4}\b/);

    // The PDF copy of what was signed, from the confirmation page: the answers and the e-signature record.
    await expectSignedPdfCopy(page, {
      reference,
      signedAs: flow.borrowerName,
      answers: flow.pdfAnswers,
      // Its first words: a long consent wraps onto the next line of the page.
      consent: (esignConsent[flow.flowId] ?? '').slice(0, 40),
      secrets: sensitiveAnswerValues(flow.flowId, flow.answers).filter((value) => value.length > 4),
    });
  });
}

test('permanent loan application: the property step shows the LTV of the transaction, a joint application names the co-borrower, and the review lists both', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const flow = cases[0]!;
  await page.goto(flow.base);
  await expect(page).toHaveURL(`${flow.base}typeOfMortgage`);
  const authorization = await bearer(page);
  for (const [stepId] of flow.steps) {
    const saved = await apiPut(
      request,
      `/api/v1/drafts/${flow.flowId}/steps/${stepId}`,
      { values: flow.answers[stepId], complete: true },
      authorization,
    );
    expect(saved.status(), `${stepId}: ${await saved.text()}`).toBe(200);
  }
  const main = page.getByRole('main');

  // Section VII: a $300,000 loan on a $425,000 purchase, then on a $375,000 one.
  await page.goto(`${flow.base}propertyInformation`);
  const transaction = main.getByRole('region', { name: 'Details of the transaction' });
  await expect(transaction.getByText('70.59%')).toBeVisible();
  await transaction.getByLabel('Purchase price').fill('375000');
  await expect(transaction.getByText('80.00%')).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(`${flow.base}borrowerInformation`);

  // Joint credit reveals the co-borrower's fields; the step asks for them before moving on.
  const coBorrower = main.getByRole('region', { name: 'Co-borrower' });
  await expect(coBorrower.getByLabel("Co-borrower's first name")).toHaveCount(0);
  await coBorrower.getByRole('radio', { name: 'Yes' }).check();
  await main.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(`${flow.base}borrowerInformation`);
  await expect(coBorrower.getByLabel("Co-borrower's first name")).toHaveAttribute('aria-invalid', 'true');
  await coBorrower.getByLabel("Co-borrower's first name").fill('Riley');
  await coBorrower.getByLabel("Co-borrower's last name").fill('Ellis');
  await coBorrower.getByLabel("Co-borrower's email address").fill('riley.ellis@example.test');
  await coBorrower.getByLabel("Co-borrower's phone number").fill('2085550188');
  await coBorrower.getByLabel("Co-borrower's date of birth").fill('1990-09-03');
  await coBorrower.getByLabel(/Co-borrower's Social Security number/).fill('123456789');
  await coBorrower.getByRole('combobox', { name: "Co-borrower's marital status" }).selectOption('married');
  await coBorrower.getByRole('combobox', { name: /related to you/ }).selectOption('spouse');
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(`${flow.base}employmentInformation`);

  // The review lists the co-borrower, their SSN masked, and the new price.
  await page.goto(`${flow.base}declarations`);
  await goToReview(page, flow.base);
  const about = main.getByRole('region', { name: 'About you' });
  await expect(about).toContainText('Riley');
  await expect(about).toContainText('Spouse');
  await expect(about).toContainText(/On file, ending 6789/);
  await expect(main).not.toContainText('123456789');
  // The amount as the step showed it (its declaration says it is money).
  await expect(main.getByRole('region', { name: 'Property and purpose of the loan' })).toContainText(
    '$375,000',
  );
  await expectNoAxeViolations(page);
});
