import { useEffect, useRef, useState } from 'react';
import SignatureCanvasModule from 'react-signature-canvas';

// react-signature-canvas is CommonJS; depending on the bundler's interop the class is the default
// export itself or sits on its `default` property.
const SignatureCanvas =
  (SignatureCanvasModule as unknown as { default?: typeof SignatureCanvasModule }).default ??
  SignatureCanvasModule;
type SignatureCanvas = SignatureCanvasModule;
import { Button } from '../button/button.tsx';
import { ErrorMessage, Hint, useFieldIds } from '../field/field.tsx';
import * as fieldStyles from '../field/field.css.ts';
import { TextField } from '../text-field/text-field.tsx';
import { palette } from '../theme/tokens.ts';
import * as styles from './signature-pad.css.ts';

export interface SignatureValue {
  /** PNG data URL of the signature, '' while the pad is empty. */
  image: string;
  /** The signer's typed full legal name. */
  legalName: string;
}

export const EMPTY_SIGNATURE: SignatureValue = { image: '', legalName: '' };

export interface SignaturePadProps {
  /** Field name; the name input gets id `${name}.legalName`, the pad `${name}.image`. */
  name: string;
  label?: string;
  hint?: string;
  value: SignatureValue;
  onValueChange: (value: SignatureValue) => void;
  onBlur?: (field: keyof SignatureValue) => void;
  errors?: Partial<Record<keyof SignatureValue, string | undefined>>;
  disabled?: boolean;
}

/**
 * Draw a signature with a mouse, finger or stylus (react-signature-canvas), or — for keyboard
 * and switch users — press "Sign with my typed name" to adopt the typed legal name as the
 * signature. Clear empties the pad. An empty pad stores '' so the validator refuses it.
 */
export function SignaturePad({
  name,
  label = 'Signature',
  hint = 'Sign inside the box with your mouse, finger or stylus, or sign with your typed name.',
  value,
  onValueChange,
  onBlur,
  errors = {},
  disabled = false,
}: SignaturePadProps) {
  const padRef = useRef<SignatureCanvas>(null);
  const ids = useFieldIds({ id: `${name}.image`, hint, error: errors.image });
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef(value);
  latest.current = value;

  // Restore a saved signature (e.g. from a draft) when the pad is empty.
  useEffect(() => {
    const pad = padRef.current;
    if (pad && value.image && pad.isEmpty()) void pad.fromDataURL(value.image);
  }, [value.image]);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  const emit = (image: string) => onValueChange({ ...latest.current, image });

  const clear = () => {
    padRef.current?.clear();
    emit('');
    setAnnouncement('Signature cleared');
    onBlur?.('image');
  };

  const signWithName = () => {
    const pad = padRef.current;
    const legalName = latest.current.legalName.trim();
    if (!pad || !legalName) return;
    pad.clear();
    const canvas = pad.getCanvas();
    const context = canvas.getContext('2d');
    if (!context) return;
    const ratio = canvas.width / (canvas.offsetWidth || canvas.width);
    const fontSize = Math.min(48, (canvas.width / ratio / Math.max(legalName.length, 1)) * 1.6);
    context.save();
    context.scale(ratio, ratio);
    context.fillStyle = palette.navy900;
    context.font = `italic ${fontSize}px "Brush Script MT", "Segoe Script", cursive`;
    context.textBaseline = 'alphabetic';
    context.fillText(legalName, 24, canvas.height / ratio - 44);
    context.restore();
    emit(canvas.toDataURL('image/png'));
    setAnnouncement(`Signed as ${legalName}`);
    onBlur?.('image');
  };

  return (
    <div className={errors.image ? `${fieldStyles.field} ${fieldStyles.invalidField}` : fieldStyles.field}>
      <span id={`${ids.inputId}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <Hint id={ids.hintId}>{hint}</Hint>
      <ErrorMessage id={ids.errorId}>{errors.image}</ErrorMessage>
      <div className={styles.padFrame} data-invalid={Boolean(errors.image)}>
        <SignatureCanvas
          ref={padRef}
          penColor={palette.navy900}
          clearOnResize={false}
          // No throttling: a throttled point can land after Clear emptied the pad and crash
          // signature_pad (it pushes onto a stroke that no longer exists).
          throttle={0}
          onEnd={() => {
            const pad = padRef.current;
            if (pad) emit(pad.isEmpty() ? '' : pad.toDataURL('image/png'));
            onBlur?.('image');
          }}
          canvasProps={{
            id: ids.inputId,
            className: styles.canvas,
            role: 'img',
            tabIndex: -1,
            'aria-labelledby': `${ids.inputId}-label`,
            'aria-describedby': ids.describedBy(),
          }}
        />
        <span className={styles.baseline} aria-hidden="true" />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={clear} disabled={disabled}>
          Clear signature
        </Button>
        <Button variant="link" onClick={signWithName} disabled={disabled || !value.legalName.trim()}>
          Sign with my typed name
        </Button>
      </div>
      <TextField
        id={`${name}.legalName`}
        name={`${name}.legalName`}
        label="Full legal name"
        autoComplete="name"
        value={value.legalName}
        onValueChange={(legalName) => onValueChange({ ...latest.current, legalName })}
        onBlur={() => onBlur?.('legalName')}
        error={errors.legalName}
        disabled={disabled}
      />
      <p role="status" className={fieldStyles.status}>
        {announcement}
      </p>
    </div>
  );
}

export default SignaturePad;
