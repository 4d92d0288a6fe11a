import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { zipUnavailableWarning } from '../../estimator/address.ts';
import { ValueReportHarness } from './value-report.fixture.tsx';

/**
 * The estimator's report while the ZIP of the typed address is looked up with the API, once it
 * answered, and when it could not be reached. Axe checks every story.
 */
const meta = {
  title: 'Calculator/Property value report',
  component: ValueReportHarness,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ValueReportHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const ADDRESS = '120 Main St, Austin, TX 78701';
const parsed = { raw: ADDRESS, street: '120 Main St', zip: '78701', typedState: 'TX' };

export const LookingUpTheZip: Story = {
  args: { address: ADDRESS, normalized: null, checkingZip: '78701' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('zip-lookup-status')).toHaveTextContent('Looking up ZIP 78701…');
    await expect(canvas.getByTestId('report-address')).toHaveTextContent(ADDRESS);
  },
};

export const ZipFound: Story = {
  args: {
    address: ADDRESS,
    checkingZip: null,
    normalized: {
      ...parsed,
      place: { zip: '78701', city: 'Austin', state: 'Texas', stateCode: 'TX', county: 'Travis' },
      zipStatus: 'found',
      display: ADDRESS,
      warning: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('report-address')).toHaveTextContent('Travis County, Texas');
  },
};

export const LookUpUnavailable: Story = {
  args: {
    address: ADDRESS,
    checkingZip: null,
    normalized: {
      ...parsed,
      place: null,
      zipStatus: 'unavailable',
      display: ADDRESS,
      warning: zipUnavailableWarning('78701'),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/We could not look up ZIP 78701/)).toBeVisible();
  },
};
