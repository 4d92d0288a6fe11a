import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stateful } from '../story-helpers/stateful.tsx';
import { AddressFieldset, EMPTY_ADDRESS } from './address-fieldset.tsx';
import type { AddressValue } from './address-fieldset.tsx';

/**
 * A US address in one fieldset: street, unit (optional), city, state and ZIP, each with a label,
 * an autofill token and its own error. ZIP takes 5 digits or ZIP+4.
 */
const meta = {
  title: 'Inputs/AddressFieldset',
  component: AddressFieldset,
  args: {
    legend: 'Subject property address',
    name: 'property',
    value: EMPTY_ADDRESS,
    onValueChange: () => {},
  },
  render: (args) => (
    <Stateful initial={args.value}>
      {(value, setValue) => <AddressFieldset {...args} value={value} onValueChange={setValue} />}
    </Stateful>
  ),
} satisfies Meta<typeof AddressFieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled: AddressValue = {
  street: '1200 Harbor Blvd',
  unit: 'Suite 4',
  city: 'Tampa',
  state: 'FL',
  zip: '33602',
};

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Street address' }), '12 Elm St');
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Austin');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'TX');
    const zip = canvas.getByRole('textbox', { name: 'ZIP code' });
    await userEvent.type(zip, '787011234');
    await expect(zip).toHaveValue('78701-1234');
    await expect(canvas.getByTestId('stored')).toHaveTextContent(
      '{"street":"12 Elm St","unit":"","city":"Austin","state":"TX","zip":"787011234"}',
    );
  },
};
export const Filled: Story = { args: { value: filled } };
export const WithErrors: Story = {
  args: {
    errors: {
      street: 'Value is required',
      city: 'Value is required',
      state: 'The value is required',
      zip: 'Value is required',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Street address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      canvas.getByRole('textbox', { name: 'Apartment, suite or unit (optional)' }),
    ).not.toHaveAttribute('aria-invalid');
  },
};
export const Disabled: Story = { args: { value: filled, disabled: true } };
export const ReadOnly: Story = { args: { value: filled, readOnly: true } };
