import { describe, expect, it } from 'vitest';
import { affiliateApplications, contactMessages } from '../../db/schema.ts';
import type { OutboxEntry } from './outbox.ts';
import { createUser, freshIp, login, postJson } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const CONTACT = '/personal_account/v1/personal_account/contact_us';
const AFFILIATE = '/api/v1/affiliate/applications';
const STAFF = 'staff@northgate-lending.test';

describe.each(databaseVariants())('contact form and affiliate applications on $name', ({ open }) => {
  const t = useTestApp(open);

  async function staffMail(): Promise<OutboxEntry[]> {
    const res = await t.app.inject({ url: '/dev/api/outbox' });
    return (res.json().messages as OutboxEntry[]).filter((m) => m.recipient === STAFF);
  }

  it('stores an anonymous message and notifies the staff', async () => {
    const text = `Looking for a bridge loan on a fourplex (${Date.now()})`;
    const res = await postJson(t.app, CONTACT, {
      name: 'Morgan Visitor',
      email: 'morgan@example.test',
      text,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows.find((r) => r.text === text)).toMatchObject({ name: 'Morgan Visitor', userId: null });
    expect(
      (await staffMail()).some(
        (m) => m.body.includes(text) && m.subject === 'New website message from Morgan Visitor',
      ),
    ).toBe(true);
  });

  it('keeps an SSN typed into the message out of the staff email (the stored message keeps the text)', async () => {
    const tag = Date.now();
    const text = `Call me back (${tag}); my SSN is 123-45-6789 if you need it`;
    const res = await postJson(t.app, CONTACT, { name: 'Sam Careless', email: 'sam@example.test', text });
    expect(res.statusCode).toBe(200);
    const [notice] = (await staffMail()).filter((m) => m.body.includes(String(tag)));
    expect(notice?.body).toContain('my SSN is [removed] if you need it');
    expect(notice?.body).not.toContain('123-45-6789');
    expect(notice).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('enforces the spec rules with a 422 detail list', async () => {
    const res = await postJson(t.app, CONTACT, { name: 'n'.repeat(65), email: 'not-an-email', text: '' });
    expect(res.statusCode).toBe(422);
    const messages = (res.json().detail as { loc: string[]; msg: string }[]).map((d) => [
      d.loc.join('.'),
      d.msg,
    ]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['body.text', 'Value is required'],
        ['body.email', 'Value is not a valid email address'],
        ['body.name', 'The maximum length allowed is 64'],
      ]),
    );
    const long = await postJson(t.app, CONTACT, {
      name: 'A',
      email: 'a@example.test',
      text: 'x'.repeat(501),
    });
    expect(long.json().detail[0].msg).toBe('The maximum length allowed is 500');
  });

  it('a signed-in borrower sends only the message; name and email come from the profile', async () => {
    const user = await createUser(t.database, { firstName: 'Dana', lastName: 'Signed' });
    const { access_token } = await login(t.app, user);
    const text = `Please call me about my rental refinance (${Date.now()})`;
    const res = await postJson(
      t.app,
      CONTACT,
      { text, name: 'Someone Else', email: 'spoof@example.test' },
      { headers: { authorization: `Bearer ${access_token}` } },
    );
    expect(res.statusCode).toBe(200);
    const row = (await t.database.db.select().from(contactMessages)).find((r) => r.text === text);
    expect(row).toMatchObject({ name: 'Dana Signed', email: user.email, userId: user.id });
  });

  it('drops messages that fill the honeypot without telling the sender', async () => {
    const text = `Buy cheap links (${Date.now()})`;
    const res = await postJson(t.app, CONTACT, {
      name: 'Bot',
      email: 'bot@example.test',
      text,
      website: 'http://spam.test',
    });
    expect(res.statusCode).toBe(200);
    expect((await t.database.db.select().from(contactMessages)).some((r) => r.text === text)).toBe(false);
  });

  it('rate-limits by address with 429', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await postJson(
        t.app,
        CONTACT,
        { name: 'Rate', email: 'rate@example.test', text: `Hello ${i}` },
        { ip },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('stores an affiliate application and notifies the staff', async () => {
    const name = `Avery Agent ${Date.now()}`;
    const res = await postJson(t.app, AFFILIATE, {
      name,
      email: 'avery@realty.example',
      phone: '(555) 010-2233',
      company: 'Avery Realty',
      website: '',
      referral_plan:
        'I work with investors buying small multifamily buildings and would refer their financing.',
    });
    expect(res.statusCode).toBe(201);
    const row = (await t.database.db.select().from(affiliateApplications)).find((r) => r.name === name);
    expect(row).toMatchObject({ company: 'Avery Realty', website: null });
    expect((await staffMail()).some((m) => m.subject === `New affiliate application: ${name}`)).toBe(true);
  });

  it('answers hostile bodies with 4xx, never 5xx', async () => {
    for (const url of [CONTACT, AFFILIATE]) {
      for (const payload of [
        [],
        'text',
        42,
        null,
        { text: { nested: true } },
        { name: ['a'], email: 1, text: 2 },
      ]) {
        const res = await postJson(t.app, url, payload);
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
      }
    }
  });
});
