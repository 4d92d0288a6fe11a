import { describe, expect, it } from 'vitest';
import { freshIp, postJson } from '../../../test/helpers/fixtures.ts';
import { bearer, newEmail, PASSWORD, paths, quizHarness, texts } from '../../../test/helpers/short-quiz.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const CONTACT = '/personal_account/v1/personal_account/contact_us';
const AFFILIATE = '/api/v1/affiliate/applications';

/** ADR 0012: only work actually done counts; a refused request uses up no quota. */
describe.each(databaseVariants())('refused requests use up no quota, on $name', ({ open }) => {
  const t = useTestApp(open);
  const quiz = quizHarness({ app: () => t.app, database: () => t.database });
  const sendFrom = (token: string, email: string, ip: string) =>
    postJson(t.app, paths.send, { email }, { ...bearer(token), ip });

  describe('send_email_verify', () => {
    it('resends refused as too early do not use up the address quota', async () => {
      const token = await quiz.guestToken();
      const email = newEmail();
      const ip = freshIp();
      const sent = [];
      for (let i = 0; i < 5; i += 1) sent.push((await sendFrom(token, email, ip)).statusCode);
      expect(sent).toEqual([200, 429, 429, 429, 429]);

      await quiz.backdate(token, email, 31);
      const sixth = await sendFrom(token, email, ip);
      expect(sixth.statusCode, sixth.body).toBe(200);
      expect(await quiz.outboxFor(email)).toHaveLength(2);
    });

    it('requests refused by one quota do not count against the others', async () => {
      const ip = freshIp();
      const email = newEmail();
      const forEmail = [];
      for (let i = 0; i < 6; i += 1)
        forEmail.push((await sendFrom(await quiz.guestToken(), email, ip)).statusCode);
      // Three codes an address may ask for one inbox per quarter hour; the refused three cost nothing.
      expect(forEmail).toEqual([200, 200, 200, 429, 429, 429]);

      const token = await quiz.guestToken();
      const others = [];
      for (let i = 0; i < 8; i += 1) others.push((await sendFrom(token, newEmail(), ip)).statusCode);
      expect(others).toEqual([200, 200, 200, 200, 200, 200, 200, 429]);
    });
  });

  it('confirm_email: checks without a code to compare are not guesses and use up nothing', async () => {
    const token = await quiz.guestToken();
    const email = newEmail();
    const ip = freshIp();
    const confirmFrom = (code: string) =>
      postJson(t.app, paths.confirm, { email, code }, { ...bearer(token), ip });
    for (let i = 0; i < 12; i += 1) quiz.expectError(await confirmFrom('123456'), 400, texts.expired);

    const code = await quiz.sendCode(token, email);
    expect((await confirmFrom(code)).statusCode).toBe(200);
  });

  it('create_account: refusals (not verified, malformed) do not use up the address quota', async () => {
    const email = newEmail();
    const token = await quiz.verifiedGuest(email);
    const ip = freshIp();
    const body = { email, password: PASSWORD, first_name: 'Grace', last_name: 'Hopper' };
    const create = (payload: object, as = token) =>
      postJson(t.app, paths.create, payload, { ...bearer(as), ip });

    const stranger = await quiz.guestToken();
    for (let i = 0; i < 8; i += 1) quiz.expectError(await create(body, stranger), 400, texts.verifyFirst);
    for (let i = 0; i < 4; i += 1) expect((await create({ ...body, first_name: '' })).statusCode).toBe(422);
    const created = await create(body);
    expect(created.statusCode, created.body).toBe(201);
  });

  it('contact form and affiliate applications: malformed or bot bodies do not use up the quota', async () => {
    const cases = [
      {
        url: CONTACT,
        stored: 200,
        valid: (i: number) => ({ name: 'Rate Limit', email: 'rate@example.test', text: `Hello ${i}` }),
        invalid: { name: 'Rate Limit', email: 'not-an-email', text: 'Hello' },
        bot: { name: 'Bot', email: 'bot@example.test', text: 'Spam', website: 'http://spam.test' },
      },
      {
        url: AFFILIATE,
        stored: 201,
        valid: (i: number) => ({
          name: `Avery Agent ${i}`,
          email: 'avery@realty.example',
          phone: '(555) 010-2233',
          company: 'Avery Realty',
          website: '',
          referral_plan: 'Investors from my brokerage',
        }),
        invalid: { name: 'Avery', email: 'avery@realty.example', phone: '12', referral_plan: 'Yes' },
        bot: {
          name: 'Bot',
          email: 'bot@example.test',
          phone: '(555) 010-2233',
          referral_plan: 'Spam',
          fax_number: '5550102233',
        },
      },
    ];
    for (const { url, stored, valid, invalid, bot } of cases) {
      const ip = freshIp();
      for (let i = 0; i < 5; i += 1)
        expect((await postJson(t.app, url, invalid, { ip })).statusCode, url).toBe(422);
      for (let i = 0; i < 5; i += 1)
        expect((await postJson(t.app, url, bot, { ip })).statusCode, url).toBe(stored);
      const sent = [];
      for (let i = 0; i < 6; i += 1) sent.push((await postJson(t.app, url, valid(i), { ip })).statusCode);
      expect(sent, url).toEqual([...Array<number>(5).fill(stored), 429]);
    }
  });
});
