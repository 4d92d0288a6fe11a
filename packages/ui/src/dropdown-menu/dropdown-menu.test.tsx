import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test-utils/axe.ts';
import { DropdownMenu } from './dropdown-menu.tsx';

const items = [
  { label: 'Borrowers', href: '/login/' },
  { label: 'Brokers', href: 'https://brokers.example.com', external: true },
];

describe('DropdownMenu', () => {
  it('opens with ArrowDown on the first item, moves with arrows and closes with Escape back to the button', async () => {
    const user = userEvent.setup();
    render(<DropdownMenu label="Login" items={items} />);
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Borrowers' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Brokers');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Borrowers');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toContain('Brokers');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('opens with Enter and with Space', async () => {
    const user = userEvent.setup();
    render(<DropdownMenu label="Login" items={items} />);
    const button = screen.getByRole('button', { name: 'Login' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Borrowers');
  });

  it('opens on the last item with ArrowUp', async () => {
    const user = userEvent.setup();
    render(<DropdownMenu label="Login" items={items} />);
    screen.getByRole('button').focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toContain('Brokers');
  });

  it('opens external links in a new tab and says so', async () => {
    const user = userEvent.setup();
    render(<DropdownMenu label="Login" items={items} />);
    await user.click(screen.getByRole('button'));
    const brokers = screen.getByRole('menuitem', { name: /^Brokers ?\(opens in a new tab\)$/ });
    expect(brokers.getAttribute('target')).toBe('_blank');
    expect(brokers.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('menuitem', { name: 'Borrowers' }).getAttribute('href')).toBe('/login/');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <p>Outside</p>
        <DropdownMenu label="Login" items={items} />
      </div>,
    );
    await user.click(screen.getByRole('button'));
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('lets a router link render the item', async () => {
    const user = userEvent.setup();
    render(
      <DropdownMenu
        label="Login"
        items={items}
        renderLink={(item, props) => <a {...props} data-router-link={item.href} />}
      />,
    );
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('menuitem', { name: 'Borrowers' }).getAttribute('data-router-link')).toBe(
      '/login/',
    );
  });

  it('has no axe violations when open', async () => {
    const user = userEvent.setup();
    const { container } = render(<DropdownMenu label="Login" items={items} />);
    await user.click(screen.getByRole('button'));
    expect(await axeViolations(container)).toEqual([]);
  });
});
