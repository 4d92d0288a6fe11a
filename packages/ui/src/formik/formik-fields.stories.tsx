import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import * as v from 'valibot';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Stack } from '../story-helpers/frame.tsx';
import { formikValidator, requiredEmail, requiredString } from '@northgate/validators';
import { FormikErrorSummary, FormikTextArea, FormikTextField } from './formik-fields.tsx';
import { SubmitClickedProvider } from './submit-clicked-context.ts';

/**
 * Every input has a Formik binding (`FormikTextField`, `FormikSelect`, … or `useFormikField`).
 * Errors show once a field was touched or after a submit click (the form's own, or the app's
 * submit-clicked flag given by `SubmitClickedProvider`); the error summary appears on a
 * failed submit, takes focus and links to each field. This example is the spec's contact form
 * (message max 500, name and email max 64) validated with the shared valibot rules.
 */
const contactSchema = v.object({
  name: requiredString({ max: 64 }),
  email: requiredEmail({ max: 64 }),
  text: requiredString({ max: 500 }),
});

function ContactForm({ onSent }: { onSent: (values: unknown) => void }) {
  return (
    <Formik
      initialValues={{ name: '', email: '', text: '' }}
      validate={formikValidator(contactSchema)}
      onSubmit={(values) => onSent(values)}
    >
      <Form noValidate>
        <Stack>
          <FormikErrorSummary />
          <FormikTextField name="name" label="Name" autoComplete="name" />
          <FormikTextField name="email" label="Email" type="email" autoComplete="email" />
          <FormikTextArea name="text" label="Message" maxLength={500} />
          <div>
            <Button type="submit">Send</Button>
          </div>
        </Stack>
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'Inputs/Formik',
  component: ContactForm,
  args: { onSent: () => {} },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FailedSubmitThenFix: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const heading = await canvas.findByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(heading.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(canvas.getAllByRole('link', { name: 'Value is required' })).toHaveLength(3);
    await userEvent.click(canvas.getAllByRole('link', { name: 'Value is required' })[1]!);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'maria@');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Error: Value is not a valid email address'),
    );
  },
};

export const ErrorOnlyAfterTouch: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.click(name);
    await userEvent.tab();
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * The app's submit-clicked flag is set (a submit was pressed on this page): once the form has
 * validated, every field shows its error, including the ones never touched.
 */
export const SubmitClickedFlag: Story = {
  decorators: [
    (Story) => (
      <SubmitClickedProvider value={true}>
        <Story />
      </SubmitClickedProvider>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Maria');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  },
};
