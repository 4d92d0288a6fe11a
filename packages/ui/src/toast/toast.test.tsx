import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test-utils/axe.ts';
import { Toast, ToastRegion } from './toast.tsx';

describe('ToastRegion', () => {
  it('puts errors in an alert region and success/warning in a status region', () => {
    render(
      <ToastRegion
        onClose={() => {}}
        toasts={[
          { id: '1', kind: 'error', message: 'Network error' },
          { id: '2', kind: 'success', message: 'Your submission was successful!' },
          { id: '3', kind: 'warning', message: 'Check your details' },
        ]}
      />,
    );
    expect(within(screen.getByRole('alert')).getByText('Network error')).toBeTruthy();
    const status = screen.getByRole('status');
    expect(within(status).getByText('Your submission was successful!')).toBeTruthy();
    expect(within(status).getByText('Check your details')).toBeTruthy();
  });

  it('keeps its live regions in the page when empty so later toasts are announced', () => {
    const { rerender } = render(<ToastRegion toasts={[]} onClose={() => {}} />);
    const status = screen.getByRole('status');
    rerender(<ToastRegion toasts={[{ id: 'a', kind: 'success', message: 'Saved' }]} onClose={() => {}} />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toContain('Saved');
  });

  it('closes a toast with its Close button', async () => {
    const onClose = vi.fn();
    render(
      <ToastRegion
        onClose={onClose}
        toasts={[
          { id: 'e1', kind: 'error', message: 'Server error' },
          { id: 's1', kind: 'success', message: 'Done' },
        ]}
      />,
    );
    const buttons = screen.getAllByRole('button', { name: 'Close' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]!);
    expect(onClose).toHaveBeenCalledWith('s1');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ToastRegion onClose={() => {}} toasts={[{ id: '1', kind: 'warning', message: 'Heads up' }]} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('Toast', () => {
  it('is its own alert when used alone for an error', () => {
    render(<Toast kind="error" message="Server error" onClose={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('Server error');
  });
});
