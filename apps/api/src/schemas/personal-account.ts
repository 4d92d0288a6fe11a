/** GET /personal_account/v1/personal_account/user_info (spec section 3: profile fields plus status). */
export interface UserInfoResponse {
  first_name: string;
  last_name: string;
  email: string;
  /** As a borrower reads it, e.g. "(555) 010-0199"; empty when unknown. */
  cell_phone: string;
  /** Application status; 1 by default. */
  status: number;
}
