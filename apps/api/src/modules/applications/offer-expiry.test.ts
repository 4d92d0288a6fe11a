import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.ts';
import {
  borrowerWithApplication,
  caller,
  createStaff,
  offerBody,
  staffToken,
} from '../../../test/helpers/pipeline.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const year = new Date().getUTCFullYear() + 1;

describe.each(databaseVariants())('an offer’s expiry on the lender’s calendar on $name', ({ open }) => {
  const t = useTestApp(open);
  const call = caller(() => t.app);

  it('is the end of the chosen day in Pacific time, in the API, the email and both views', async () => {
    const borrower = await borrowerWithApplication(() => t.app, t.database);
    const staff = await staffToken(t.app, await createStaff(t.database, 'loan_officer'));
    const app = `/staff/api/v1/applications/${borrower.applicationId}`;
    expect((await call('POST', `${app}/status`, staff, { status: 'in_review' })).statusCode).toBe(200);

    const winter = await call('POST', `${app}/offers`, staff, {
      ...offerBody(),
      expires_on: `${year}-01-15`,
    });
    expect(winter.statusCode, winter.body).toBe(201);
    expect(winter.json().expires_at).toBe(`${year}-01-16T07:59:59.000Z`);
    const summer = await call('POST', `${app}/offers`, staff, {
      ...offerBody(),
      expires_on: `${year}-07-01`,
    });
    expect(summer.json().expires_at).toBe(`${year}-07-02T06:59:59.000Z`);
    const mine = (await call('GET', '/api/v1/loan_offers', borrower.token)).json().offers;
    expect(mine.map((offer: { expires_at: string }) => offer.expires_at).sort()).toEqual([
      `${year}-01-16T07:59:59.000Z`,
      `${year}-07-02T06:59:59.000Z`,
    ]);

    const mails = await t.database.db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, borrower.user.email),
          like(outboxMessages.subject, 'Your loan offer%'),
        ),
      );
    const bodies = mails.map((mail) => mail.body).join('\n');
    expect(bodies).toContain(`accept or decline it by January 15, ${year} at 11:59 PM PST.`);
    expect(bodies).toContain(`accept or decline it by July 1, ${year} at 11:59 PM PDT.`);
  });

  it('refuses a day before the lender’s today, and an instant instead of a day, with 422', async () => {
    const borrower = await borrowerWithApplication(() => t.app, t.database);
    const staff = await staffToken(t.app, await createStaff(t.database, 'loan_officer'));
    const app = `/staff/api/v1/applications/${borrower.applicationId}`;
    expect((await call('POST', `${app}/status`, staff, { status: 'in_review' })).statusCode).toBe(200);
    for (const expires_on of [`${year - 2}-12-31`, `${year}-01-15T23:59:59Z`]) {
      const res = await call('POST', `${app}/offers`, staff, { ...offerBody(), expires_on });
      expect(res.statusCode, expires_on).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'expires_on'] });
    }
  });
});
