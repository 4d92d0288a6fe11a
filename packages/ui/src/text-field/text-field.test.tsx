import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test-utils/axe.ts';
import { PASTE_BLOCKED_MESSAGE, TextField } from './text-field.tsx';
import type { TextFieldProps } from './text-field.tsx';

function Harness(props: Partial<TextFieldProps> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <TextField label="Amount" {...rest} value={value} onValueChange={setValue} />
      <output data-testid="stored">{value}</output>
    </>
  );
}

const stored = () => screen.getByTestId('stored').textContent;

describe('TextField', () => {
  it('wires label, hint and error for assistive technology', async () => {
    const { container } = render(
      <Harness label="Email" hint="We never share it." error="Value is required" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'We never share it.',
      'Error: Value is required',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('number-only ignores letters', async () => {
    render(<Harness numberOnly />);
    await userEvent.type(screen.getByRole('textbox'), '4x2');
    expect(stored()).toBe('42');
  });

  it('shows commas and stores digits', async () => {
    render(<Harness commas />);
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await userEvent.type(input, '9876543');
    expect(input.value).toBe('9,876,543');
    expect(stored()).toBe('9876543');
  });

  it('percent clamps to 100 and a blank becomes 1 on blur', async () => {
    render(<Harness percent />);
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await userEvent.type(input, '101');
    expect(input.value).toBe('100');
    await userEvent.clear(input);
    expect(input.value).toBe('');
    await userEvent.tab();
    expect(input.value).toBe('1');
  });

  it('can-not-be-empty fills 0 and drops the leading zero', async () => {
    render(<Harness numberOnly cannotBeEmpty initial="12" />);
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await userEvent.clear(input);
    expect(input.value).toBe('0');
    await userEvent.type(input, '7');
    expect(input.value).toBe('7');
  });

  it('blocks paste and says so; passwords accept paste', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness label="Name" />
        <Harness label="Password" type="password" />
      </>,
    );
    const [name, password] = [screen.getByLabelText('Name'), screen.getByLabelText('Password')];
    await user.click(name);
    await user.paste('pasted');
    expect((name as HTMLInputElement).value).toBe('');
    expect(screen.getByText(PASTE_BLOCKED_MESSAGE)).toBeTruthy();
    await user.click(password);
    await user.paste('secret-from-manager');
    expect((password as HTMLInputElement).value).toBe('secret-from-manager');
  });

  it('uses the name as id so an error summary can link to it', () => {
    render(<TextField label="City" name="address.city" value="" onValueChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'City' }).id).toBe('address.city');
  });
});
