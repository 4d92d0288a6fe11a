import * as v from 'valibot';

/**
 * `{success: boolean}`: the answer of contact_us and of the calls whose response the spec does
 * not show; `message` is a text the page may show (e.g. after a password reset).
 */
export const SuccessResponseSchema = v.object({
  success: v.boolean(),
  message: v.optional(v.string()),
});
export type SuccessResponse = v.InferOutput<typeof SuccessResponseSchema>;
