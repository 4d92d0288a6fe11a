import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { formikValidator, mustBeChecked, requiredChoice, requiredString } from '@northgate/validators';
import {
  FormikCheckbox,
  FormikErrorSummary,
  FormikMoneyField,
  FormikRadioGroup,
  FormikTextField,
} from './formik-fields.tsx';

const schema = v.object({
  name: requiredString({ max: 64 }),
  amount: requiredString({ max: 20 }),
  purpose: requiredChoice(),
  agree: mustBeChecked(),
});

function Example({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  return (
    <Formik
      initialValues={{ name: '', amount: '', purpose: '', agree: false }}
      validate={formikValidator(schema)}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <FormikErrorSummary />
        <FormikTextField name="name" label="Name" />
        <FormikMoneyField name="amount" label="Loan amount" />
        <FormikRadioGroup
          name="purpose"
          label="Loan purpose"
          options={[
            { value: 'purchase', label: 'Purchase' },
            { value: 'refinance', label: 'Refinance' },
          ]}
        />
        <FormikCheckbox name="agree" label="I agree" />
        <button type="submit">Send</button>
      </Form>
    </Formik>
  );
}

describe('Formik bindings', () => {
  it('show no errors until a field is touched', async () => {
    render(<Example onSubmit={() => {}} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(name);
    await userEvent.tab();
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Value is required')).toBeTruthy();
  });

  it('on a failed submit show every error and a focused summary linking to each field', async () => {
    const onSubmit = vi.fn();
    render(<Example onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const heading = await screen.findByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement?.contains(heading)).toBe(true));
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['#name', '#amount', '#purpose', '#agree']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the stored values (amount without commas) once valid', async () => {
    const onSubmit = vi.fn();
    render(<Example onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
    await userEvent.type(screen.getByRole('textbox', { name: /Loan amount/ }), '350000');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Loan amount/ }).value).toBe('350,000');
    await userEvent.click(screen.getByRole('radio', { name: 'Refinance' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Maria',
      amount: '350000',
      purpose: 'refinance',
      agree: true,
    });
  });
});
