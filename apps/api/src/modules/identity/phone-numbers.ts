/**
 * Phones are stored in E.164 (+15550100199) and shown as a borrower reads a US number:
 * (555) 010-0199. Non-US numbers are shown as stored.
 */
export function toE164(input: string): string | undefined {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  if (input.trim().startsWith('+') && digits.length >= 8 && digits.length <= 15) return `+${digits}`;
  return undefined;
}

export function formatPhoneForDisplay(e164: string | null): string {
  if (e164 === null) return '';
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164;
}
