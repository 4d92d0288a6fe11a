import { render } from '@testing-library/react';
import { Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { FormikHoneypot } from './formik-honeypot.tsx';

describe('FormikHoneypot', () => {
  it('is out of the tab order and hidden from assistive technology', () => {
    const { container } = render(
      <Formik initialValues={{ website: '' }} onSubmit={() => undefined}>
        <FormikHoneypot name="website" />
      </Formik>,
    );
    const input = container.querySelector('input')!;
    expect(input.tabIndex).toBe(-1);
    expect(input.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(input.name).toBe('website');
  });
});
