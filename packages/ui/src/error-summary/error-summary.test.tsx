import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary.tsx';

describe('ErrorSummary', () => {
  it('is absent without errors, then appears with focus and a link per field', async () => {
    const { rerender } = render(
      <>
        <label htmlFor="email">Email</label>
        <input id="email" />
        <ErrorSummary errors={[]} />
      </>,
    );
    expect(screen.queryByText('There is a problem')).toBeNull();
    rerender(
      <>
        <label htmlFor="email">Email</label>
        <input id="email" />
        <ErrorSummary errors={[{ fieldId: 'email', message: 'Value is not a valid email address' }]} />
      </>,
    );
    const heading = screen.getByRole('heading', { name: 'There is a problem' });
    expect(document.activeElement?.contains(heading)).toBe(true);
    const link = screen.getByRole('link', { name: 'Value is not a valid email address' });
    expect(link.getAttribute('href')).toBe('#email');
    await userEvent.click(link);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('takes focus again on another failed submit', () => {
    const errors = [{ fieldId: 'name', message: 'Value is required' }];
    const { rerender } = render(<ErrorSummary errors={errors} focusKey={1} title="Fix these" />);
    const summary = screen
      .getByRole('heading', { name: 'Fix these' })
      .closest('[tabindex="-1"]') as HTMLElement;
    summary.blur();
    rerender(<ErrorSummary errors={errors} focusKey={2} title="Fix these" />);
    expect(document.activeElement).toBe(summary);
  });
});
