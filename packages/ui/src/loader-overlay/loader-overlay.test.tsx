import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoaderOverlay } from './loader-overlay.tsx';

describe('LoaderOverlay', () => {
  it('shows a busy indicator named by its label inside a status live region', () => {
    const { rerender } = render(<LoaderOverlay visible={false} label="Loading, please wait" />);
    const status = screen.getByRole('status');
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<LoaderOverlay visible label="Loading, please wait" />);
    const indicator = screen.getByRole('progressbar', { name: 'Loading, please wait' });
    expect(indicator.getAttribute('aria-busy')).toBe('true');
    expect(status.contains(indicator)).toBe(true);
  });

  it('uses a default label', () => {
    render(<LoaderOverlay visible />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
  });
});
