import '@northgate/ui/global.css';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Every story is checked with axe in `pnpm test`; any violation fails the run.
    a11y: { test: 'error' },
    docs: { toc: true },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Feedback', 'Inputs', 'Structure', '*'] },
    },
  },
};

export default preview;
