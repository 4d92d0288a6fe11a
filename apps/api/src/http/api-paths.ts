import { apiPrefixes } from '@northgate/site-config';

/** True for paths the API owns; everything else belongs to the single-page app. */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? url;
  return apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}
