import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink, buttonClass } from './button.tsx';

describe('Button', () => {
  it('runs onClick from mouse and keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('ignores clicks while loading, stays focusable and says it is loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: /^Send,? ?,? loading$/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Submit
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('defaults to type=button so it never submits a form by accident', () => {
    render(<Button>Back</Button>);
    expect(screen.getByRole('button').getAttribute('type')).toBe('button');
  });

  it('styles links like buttons', () => {
    render(
      <ButtonLink href="/shortQuiz/" variant="secondary">
        Apply Now
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Apply Now' });
    expect(link.className).toBe(buttonClass({ variant: 'secondary' }));
    expect(buttonClass({ variant: 'primary' })).not.toBe(buttonClass({ variant: 'link' }));
  });
});
