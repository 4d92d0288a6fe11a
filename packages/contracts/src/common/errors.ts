import * as v from 'valibot';

/** One entry of a validation error: where (`['body', 'email']`), what to show, and a kind. */
export const ErrorDetailEntrySchema = v.object({
  loc: v.array(v.union([v.string(), v.number()])),
  msg: v.string(),
  type: v.string(),
});
export type ErrorDetailEntry = v.InferOutput<typeof ErrorDetailEntrySchema>;

/** Validation failure body: `422 {detail: [{loc, msg, type}]}`. */
export const ValidationErrorBodySchema = v.object({ detail: v.array(ErrorDetailEntrySchema) });
export type ValidationErrorBody = v.InferOutput<typeof ValidationErrorBodySchema>;

/** Every other failure body: `{error: "..."}`. */
export const ErrorBodySchema = v.object({ error: v.string() });
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;
