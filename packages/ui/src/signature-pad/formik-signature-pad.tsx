import { useFormikGroup } from '../formik/formik-fields.tsx';
import { LazySignaturePad } from './lazy-signature-pad.tsx';
import type { SignaturePadProps, SignatureValue } from './signature-pad.tsx';

/**
 * The signature pad bound to a nested Formik value (`name.image`, `name.legalName`). A module of
 * its own, so forms without a signature (the footer's contact form) do not carry the pad's loader.
 */
export function FormikSignaturePad(
  props: Omit<SignaturePadProps, 'value' | 'onValueChange' | 'onBlur' | 'errors'>,
) {
  const binding = useFormikGroup<SignatureValue>(props.name);
  return <LazySignaturePad {...props} {...binding} />;
}
