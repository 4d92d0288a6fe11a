import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import * as styles from './sign-in.css.ts';

/**
 * An otpauth:// address as a QR code (an SVG image drawn in the browser: the secret never goes to
 * a third party). Its text alternative says what it is; the secret is also shown as text.
 */
export function QrCode({ value, alt }: { value: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    qrSvg(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (current) setSrc(null);
      });
    return () => {
      current = false;
    };
  }, [value]);
  if (src === null) return <div className={styles.qr} aria-hidden="true" />;
  return <img className={styles.qr} src={src} alt={alt} />;
}
