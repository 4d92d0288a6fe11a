import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import * as v from 'valibot';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { FormikErrorSummary, FormikMoneyField, FormikTextField } from '../formik/formik-fields.tsx';
import { Stack } from '../story-helpers/frame.tsx';
import { formikValidator, requiredString } from '@northgate/validators';
import { FormikRepeatableGroup } from './repeatable-group.tsx';

/**
 * Repeated entries (co-owners, rental units, properties owned) in a Formik array. Each entry is
 * numbered and has its own Remove button; "Add another" appends one and moves focus into it, a
 * removal moves focus to the nearest entry, and a live region announces both.
 */
const ownerSchema = v.object({
  owners: v.pipe(
    v.array(v.object({ name: requiredString({ max: 100 }), share: requiredString({ max: 10 }) })),
    v.minLength(1, 'Add at least one owner'),
  ),
});

const emptyOwner = { name: '', share: '' };

function OwnersForm({
  initial,
  min,
  max,
}: {
  initial: { name: string; share: string }[];
  min?: number;
  max?: number;
}) {
  return (
    <Formik initialValues={{ owners: initial }} validate={formikValidator(ownerSchema)} onSubmit={() => {}}>
      {({ values }) => (
        <Form noValidate>
          <Stack>
            <FormikErrorSummary />
            <FormikRepeatableGroup
              name="owners"
              legend="Other owners of the company"
              hint="Everyone who owns part of the company signs the guarantee."
              itemNoun="Owner"
              emptyItem={emptyOwner}
              min={min}
              max={max}
              renderItem={(itemName) => (
                <>
                  <FormikTextField name={`${itemName}.name`} label="Full name" />
                  <FormikMoneyField name={`${itemName}.share`} label="Amount invested" />
                </>
              )}
            />
            <div>
              <Button type="submit">Continue</Button>
            </div>
            <pre data-testid="stored">{JSON.stringify(values.owners)}</pre>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

const meta = {
  title: 'Inputs/Repeatable group',
  component: OwnersForm,
  args: { initial: [] },
} satisfies Meta<typeof OwnersForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByText('Add at least one owner', { selector: 'p *, p' }),
    ).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Add an owner' }));
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(canvas.getByText('Owner 1 added')).toHaveAttribute('role', 'status');
    await userEvent.keyboard('Grace Hopper');
    await expect(canvas.getByTestId('stored')).toHaveTextContent('"name":"Grace Hopper"');
  },
};

export const AddAndRemove: Story = {
  args: {
    initial: [
      { name: 'Ada Lovelace', share: '50000' },
      { name: 'Alan Turing', share: '25000' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add another owner' }));
    const names = canvas.getAllByRole('textbox', { name: 'Full name' });
    await expect(names).toHaveLength(3);
    await waitFor(() => expect(names[2]).toHaveFocus());

    // Removing the first owner keeps the others, in order, and focus lands on the next entry.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove owner 1' }));
    await expect(canvas.getByText('Owner 1 removed')).toHaveAttribute('role', 'status');
    const left = canvas.getAllByRole('textbox', { name: 'Full name' });
    await expect(left.map((input) => (input as HTMLInputElement).value)).toEqual(['Alan Turing', '']);
    await waitFor(() => expect(left[0]).toHaveFocus());
  },
};

export const AtTheLimit: Story = {
  args: { initial: [{ name: 'Ada Lovelace', share: '50000' }], min: 1, max: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Add/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
    await expect(canvas.getByText('You have added the most we take here (1).')).toBeInTheDocument();
  },
};
