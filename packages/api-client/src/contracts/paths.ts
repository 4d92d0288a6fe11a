/** Every path of spec section 7 plus logout and the password reset, shared by client and server. */
export const API_PATHS = {
  fakeAuth: '/auth/api/v1/auth/fake_auth',
  socialAuth: '/auth/api/v1/auth/social_auth',
  googleVerificationCode: '/auth/api/v1/auth/google/verification_code/',
  login: '/auth/api/v1/auth/login',
  refresh: '/auth/api/v1/auth/refresh',
  logout: '/auth/api/v1/auth/logout',
  forgotPassword: '/auth/api/v1/auth/forgot_password',
  resetPassword: '/auth/api/v1/auth/reset_password',
  userInfo: '/personal_account/v1/personal_account/user_info',
  changeName: '/personal_account/v1/personal_account/change_name',
  changeEmail: '/personal_account/v1/personal_account/change_email',
  sendEmailVerify: '/api/v1/short/send_email_verify',
  confirmEmail: '/personal_account/v1/personal_account/confirm_email',
  /** Our own call (issue 7): the short quiz's last step creates the account. */
  createAccount: '/api/v1/short/create_account',
  resendSms: '/personal_account/v1/personal_account/resend_sms',
  confirmPhone: '/personal_account/v1/personal_account/confirm_phone',
  changePhone: '/personal_account/v1/personal_account/change_phone',
  contactUs: '/personal_account/v1/personal_account/contact_us',
  affiliateApplication: '/api/v1/affiliate/applications',
  /** OpenAPI description of our own endpoints (drafts). */
  openApi: '/api/v1/openapi.json',
} as const;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/** Name of the cookie the API sets and of the header the client copies it into. */
export const CSRF_COOKIE_NAME = 'csrf_token';
export const CSRF_HEADER_NAME = 'X-CSRF-Token';
