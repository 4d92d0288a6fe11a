import { isAuthenticated, type Session } from '@northgate/api-client';
import { atom } from 'jotai';

/** The stored auth session (access token, refresh token, token type), mirrored from the token store. */
export const sessionAtom = atom<Session | null>(null);

/** The shared state names of product spec §3 (docs/product/product-spec.md): the auth token and the token type. */
export const authTokenAtom = atom((get) => get(sessionAtom)?.access_token ?? null);
export const tokenTypeAtom = atom((get) => get(sessionAtom)?.token_type ?? null);

/** Signed in only when a token exists and its type equals 'lk' (product spec §4). */
export const isAuthenticatedAtom = atom((get) => isAuthenticated(get(sessionAtom)));

/** Product spec §3's profile, from user_info. */
export interface Profile {
  applicationStatus: number;
  cellPhone: string;
  /** The borrower proved with a texted code that `cellPhone` reaches them. */
  cellPhoneVerified: boolean;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
}

export const profileAtom = atom<Profile | null>(null);

/** The spec's default application status when user_info has none. */
export const DEFAULT_APPLICATION_STATUS = 1;

export function toProfile(info: {
  first_name: string;
  last_name: string;
  email: string;
  cell_phone?: string | null;
  cell_phone_verified?: boolean | null;
  status?: number | null;
}): Profile {
  const firstName = info.first_name.trim();
  const lastName = info.last_name.trim();
  return {
    applicationStatus: info.status ?? DEFAULT_APPLICATION_STATUS,
    cellPhone: info.cell_phone ?? '',
    cellPhoneVerified: info.cell_phone_verified === true && (info.cell_phone ?? '') !== '',
    email: info.email,
    firstName,
    lastName,
    fullName: [firstName, lastName].filter(Boolean).join(' '),
  };
}
