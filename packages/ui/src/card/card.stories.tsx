import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '../button/button.tsx';
import { Row } from '../story-helpers/frame.tsx';
import { Card } from './card.tsx';

/** A surface for grouped content: the home page's tool cards, the mobile profile card, summaries. */
const meta = {
  title: 'Structure/Card',
  component: Card,
  args: {
    title: 'Mortgage Calculator',
    children: 'Estimate your monthly payment from the loan amount, rate and term.',
    footer: (
      <ButtonLink href="#mortgage-calculator" variant="link">
        VIEW HERE
      </ButtonLink>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Raised: Story = {};
export const Outlined: Story = { args: { tone: 'outlined' } };
export const Muted: Story = { args: { tone: 'muted' } };
export const Section: Story = {
  args: { as: 'section' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Mortgage Calculator' })).toBeVisible();
  },
};
export const ToolCards: Story = {
  render: () => (
    <Row>
      <Card
        title="Property Value Estimator"
        footer={
          <ButtonLink href="#calculator" variant="link">
            VIEW HERE
          </ButtonLink>
        }
      >
        Discover your property value today.
      </Card>
      <Card
        title="Mortgage Calculator"
        footer={
          <ButtonLink href="#calculator" variant="link">
            VIEW HERE
          </ButtonLink>
        }
      >
        Estimate your monthly payment.
      </Card>
    </Row>
  ),
};
