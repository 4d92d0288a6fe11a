import { errorMessage } from '@northgate/api-client';
import { serverErrorsAtom, warningMessagesAtom } from './messages.ts';
import { appStore } from './store.ts';

/**
 * Product spec §8 (docs/product/product-spec.md): a failed request's message, chosen in the catalogue's order, as an error toast.
 * Callers show the same text by the form too; both clear on the next submit and on navigation.
 * Returns the text.
 */
export function toastFailure(failure: unknown): string {
  return toastError(errorMessage(failure));
}

/** An error toast with a text already chosen (e.g. a refused code tried again). Returns the text. */
export function toastError(text: string): string {
  appStore.set(serverErrorsAtom, text);
  return text;
}

/** Product spec §1's warning toast: the borrower should know, but nothing stops them. Returns its id. */
export function toastWarning(text: string): string | undefined {
  appStore.set(warningMessagesAtom, text);
  return appStore.get(warningMessagesAtom)[0]?.id;
}

/** Takes back a warning that no longer applies (e.g. the save that failed went through). */
export function withdrawWarning(id: string | undefined): void {
  if (id === undefined) return;
  const list = appStore.get(warningMessagesAtom);
  if (list.some((m) => m.id === id))
    appStore.set(
      warningMessagesAtom.base,
      list.filter((m) => m.id !== id),
    );
}
