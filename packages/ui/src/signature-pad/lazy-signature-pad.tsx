import { lazy, Suspense } from 'react';
import type { SignaturePadProps } from './signature-pad.tsx';

const SignaturePadChunk = lazy(() => import('./signature-pad.tsx'));

/**
 * The signature pad loaded on demand: react-signature-canvas lands in its own chunk, so only
 * pages that render this (the declarations steps) download it.
 */
export function LazySignaturePad(props: SignaturePadProps) {
  return (
    <Suspense fallback={<p role="status">Loading the signature pad…</p>}>
      <SignaturePadChunk {...props} />
    </Suspense>
  );
}
