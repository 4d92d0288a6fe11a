import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from './container.tsx';
import { Heading } from './heading.tsx';
import { Stack } from './stack.tsx';

/**
 * The page's layout building blocks. `Container` is the content column every page and band of the
 * site uses (at most 72rem wide, centred, with the page's gutters); `Stack` puts its children one
 * under the other with a theme space between them; `Heading` picks the outline level apart from
 * the look. Stories render at Storybook's test width, 1200 px.
 */
const meta = {
  title: 'Structure/Layout',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageContainer: Story = {
  render: () => (
    <Container data-testid="container">
      <Stack gap="lg">
        <Heading level={1}>Bridge loans</Heading>
        <p>Short-term financing that carries a purchase until the long-term loan closes.</p>
      </Stack>
    </Container>
  ),
  play: async ({ canvas }) => {
    const container = canvas.getByTestId('container');
    const { width, left } = container.getBoundingClientRect();
    // 72rem at the 16 px root size, centred in the wider window.
    await expect(width).toBe(1152);
    await expect(Math.round(left)).toBe(Math.round((document.documentElement.clientWidth - 1152) / 2));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bridge loans' })).toBeVisible();
  },
};

export const BandAndBarGutters: Story = {
  render: () => (
    <Stack gap="none">
      <Container padding="band" data-testid="band">
        <Heading level={2}>Loans for every stage</Heading>
      </Container>
      <Container padding="none" data-testid="bar" style={{ padding: '0.5rem 1rem' }}>
        A header bar pads itself.
      </Container>
    </Stack>
  ),
  play: async ({ canvas }) => {
    // From tablet up a band has the page's 1.5rem side gutters and taller top and bottom space.
    const band = getComputedStyle(canvas.getByTestId('band'));
    await expect([band.paddingLeft, band.paddingTop]).toEqual(['24px', '48px']);
    await expect(getComputedStyle(canvas.getByTestId('bar')).paddingLeft).toBe('16px');
  },
};

export const StackGaps: Story = {
  render: () => (
    <Container>
      <Stack gap="xl" data-testid="stack">
        <p>Tell us about the property.</p>
        <p>Tell us about the loan you need.</p>
        <p>Review and submit.</p>
      </Stack>
    </Container>
  ),
  play: async ({ canvas }) => {
    const [first, second] = [...canvas.getByTestId('stack').children].map((c) => c.getBoundingClientRect());
    await expect(Math.round(second!.top - first!.bottom)).toBe(
      Number.parseFloat(getComputedStyle(canvas.getByTestId('stack')).rowGap),
    );
  },
};

export const HeadingLevelsAndSizes: Story = {
  render: () => (
    <Container>
      <Stack gap="sm">
        <Heading level={1}>Page title</Heading>
        <Heading level={2}>Section title</Heading>
        <Heading level={3} size="page">
          A level 3 heading that looks like a page title
        </Heading>
      </Stack>
    </Container>
  ),
  play: async ({ canvas }) => {
    const h1 = canvas.getByRole('heading', { level: 1 });
    const h3 = canvas.getByRole('heading', { level: 3 });
    // The look follows `size`, not the level: the h3 is as large as the page title.
    await expect(getComputedStyle(h3).fontSize).toBe(getComputedStyle(h1).fontSize);
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 2 })).fontSize).toBe('28px');
  },
};
