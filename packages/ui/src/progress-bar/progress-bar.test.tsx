import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar.tsx';

const stages = [
  { id: 'personal', label: 'personal' },
  { id: 'financial', label: 'financial' },
  { id: 'assets', label: 'assets' },
  { id: 'request', label: 'request' },
  { id: 'submit', label: 'submit' },
];

describe('ProgressBar', () => {
  it('marks passed, current and upcoming stages', () => {
    render(<ProgressBar stages={stages} activeId="financial" passedIds={['personal']} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]!.textContent).toBe('personal, completed');
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
    expect(items[1]!.textContent).toBe('financial, current step 2 of 5');
    expect(items[2]!.textContent).toBe('assets, not started');
  });

  it("says which step of how many in one line, with the current stage's whole name", () => {
    const permanent = [
      'Type of mortgage',
      'Property',
      'Borrower',
      'Employment',
      'Income',
      'Assets',
      'Declarations',
    ];
    render(
      <ProgressBar
        stages={permanent.map((label, i) => ({ id: `s${i}`, label }))}
        activeId="s3"
        passedIds={['s0', 's1', 's2']}
      />,
    );
    expect(screen.getByTestId('stage-summary').textContent).toBe('Step 4 of 7: Employment');
    // Screen readers get every stage from the list, not the line twice.
    expect(screen.getByTestId('stage-summary').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });

  it('shows a numeric value', () => {
    render(<ProgressBar value={30} />);
    const bar = screen.getByRole('progressbar', { name: 'Application progress' });
    expect(bar.getAttribute('value')).toBe('30');
    expect(bar.getAttribute('aria-valuetext')).toBe('30%');
  });

  it("shows the text instead of a number, as the long form's last step does", () => {
    render(<ProgressBar text="Almost done" />);
    expect(screen.getByText('Almost done')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Almost done');
  });

  it('shows no value, not 100%, on a step without one (the long form phone steps)', () => {
    render(<ProgressBar />);
    const bar = screen.getByRole('progressbar', { name: 'Application progress' });
    expect(bar.getAttribute('value')).toBe('0');
    expect(bar.getAttribute('aria-valuetext')).toBe('No progress value on this step');
    expect(screen.queryByText(/%/)).toBeNull();
  });
});
