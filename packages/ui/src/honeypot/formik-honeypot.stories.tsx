import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect } from 'storybook/test';
import { TextField } from '../text-field/text-field.tsx';
import { FormikHoneypot } from './formik-honeypot.tsx';

/**
 * A spam trap for public forms (contact, affiliate). People never see or reach it; bots that fill
 * it have their message dropped by the server without being told.
 */
function FormWithTrap() {
  return (
    <Formik initialValues={{ name: '', website: '' }} onSubmit={() => undefined}>
      {({ values, setFieldValue }) => (
        <Form noValidate aria-label="Example form">
          <TextField
            label="Name"
            name="name"
            value={values.name}
            onValueChange={(v) => void setFieldValue('name', v)}
          />
          <FormikHoneypot name="website" />
        </Form>
      )}
    </Formik>
  );
}

const meta = { title: 'Inputs/FormikHoneypot', component: FormWithTrap } satisfies Meta<typeof FormWithTrap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenFromPeople: Story = {
  play: async ({ canvas, userEvent }) => {
    // Tab from the visible field leaves the form: the trap is not in the tab order.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Name' }));
    await userEvent.tab();
    await expect(canvas.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    await expect(document.activeElement?.getAttribute('name')).not.toBe('website');
  },
};
