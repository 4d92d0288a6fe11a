import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, Form, Field } from 'formik';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyContactForm } from './contact-schema.ts';
import { KeepFooterDraft, readFooterDraft } from './footer-draft.ts';

function Footer() {
  return (
    <Formik initialValues={readFooterDraft()} onSubmit={() => undefined}>
      <Form>
        <KeepFooterDraft />
        <label>
          Message
          <Field name="text" />
        </label>
        <label>
          Website
          <Field name="website" />
        </label>
      </Form>
    </Formik>
  );
}

describe('the footer form draft', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });
  const valueOf = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name }).value;

  it("starts the next page's footer from what was typed, without the honeypot", async () => {
    const first = render(<Footer />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Do you lend on duplexes?');
    await userEvent.type(screen.getByRole('textbox', { name: 'Website' }), 'spam.example');
    first.unmount();

    render(<Footer />);
    expect(valueOf('Message')).toBe('Do you lend on duplexes?');
    expect(valueOf('Website')).toBe('');
  });

  it('starts empty when nothing was kept or the entry cannot be read', () => {
    expect(readFooterDraft()).toEqual(emptyContactForm);
    sessionStorage.setItem('northgate:footer-contact', '{not json');
    expect(readFooterDraft()).toEqual(emptyContactForm);
    sessionStorage.setItem('northgate:footer-contact', JSON.stringify({ text: 42, name: 'Casey' }));
    expect(readFooterDraft()).toEqual({ ...emptyContactForm, name: 'Casey' });
  });
});
