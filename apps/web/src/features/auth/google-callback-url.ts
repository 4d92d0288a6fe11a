/** The web route the provider sends the browser back to; the API allow-lists it. */
export const GOOGLE_CALLBACK_PATH = '/login/google/callback';

export function googleCallbackUrl(): string {
  return `${window.location.origin}${GOOGLE_CALLBACK_PATH}`;
}
