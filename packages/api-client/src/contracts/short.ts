import * as v from 'valibot';
import { emailField } from './fields.ts';

/** POST /api/v1/short/send_email_verify: sends a verification code to the address. */
export const SendEmailVerifyRequestSchema = v.object({ email: emailField() });
export type SendEmailVerifyRequest = v.InferOutput<typeof SendEmailVerifyRequestSchema>;
