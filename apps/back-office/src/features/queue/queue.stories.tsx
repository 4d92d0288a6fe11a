import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { StoryRouter } from '@northgate/storybook-fixtures/story-router';
import { sampleQueue } from '../../test/sample-application.fixture.ts';
import { QueueFilters } from './queue-filters.tsx';
import type { QueueSearch } from './queue-search.ts';
import { QueueTable } from './queue-table.tsx';

/**
 * The back office's queue: the search and filters (kept in the URL by the page) and one page of
 * applications as a table whose reference opens the application. Axe checks every story.
 */
const meta = {
  title: 'Back office/Queue',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const staff = [
  { id: '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b', name: 'Sam Staff' },
  { id: '4f3e2d1c-0b9a-4f8e-9d7c-6b5a4f3e2d1c', name: 'Pat Processor' },
];

export const Table: Story = {
  render: () => (
    <StoryRouter>
      <QueueTable items={sampleQueue} caption="Applications, page 1 of 1" />
    </StoryRouter>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'NG-1DQZ-R4JE' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(7);
    await expect(canvas.getByText('Unassigned')).toBeVisible();
  },
};

function FiltersHarness() {
  const [applied, setApplied] = useState<QueueSearch>({ assignee: 'me' });
  return (
    <>
      <QueueFilters search={applied} staff={staff} onApply={setApplied} />
      <p>Applied: {JSON.stringify(applied)}</p>
    </>
  );
}

export const Filters: Story = {
  render: () => <FiltersHarness />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Submitted from/), '2026-11-20');
    await userEvent.type(canvas.getByLabelText(/Submitted to/), '2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(
      await canvas.findByRole('link', {
        name: 'The "submitted to" date must be on or after the "submitted from" date',
      }),
    ).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/Submitted to/));
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search/ }), 'Dana');
    await userEvent.selectOptions(canvas.getByLabelText('Assignee'), 'Unassigned');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(
      await canvas.findByText('Applied: {"q":"Dana","assignee":"none","from":"2026-11-20"}'),
    ).toBeVisible();
  },
};
