import { zValidator } from "@hono/zod-validator";
import type { z } from "zod";
import { messages } from "../../src/lib/messages";
import { ClientProblem } from "./problems";

/**
 * Validates the JSON body with a shared schema. A failure becomes a 400 whose sentence is the one
 * the forms show for the same problem (spec section 8): missing required fields first, then the
 * email, then the phone; anything else gets the field's own message or a general sentence.
 */
export function validJson<T extends z.ZodType>(schema: T, requiredFields: Readonly<Record<string, string>> = {}) {
  return zValidator("json", schema, (result) => {
    if (!result.success) throw invalidPayload(result.error, result.data, requiredFields);
  });
}

/** Validates the query string with a schema; a failure is a 400 with a sentence per field, like a bad body. */
export function validQuery<T extends z.ZodType>(schema: T) {
  return zValidator("query", schema, (result) => {
    if (!result.success) throw invalidPayload(result.error, result.data, {});
  });
}

function invalidPayload(
  error: z.core.$ZodError,
  input: unknown,
  requiredFields: Readonly<Record<string, string>>,
): ClientProblem {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "body";
    fields[path] ??= issue.message;
  }
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return new ClientProblem(
      400,
      Object.keys(requiredFields).length ? messages.api.expectedObject : messages.api.invalidPayload,
      fields,
    );
  }
  const body = input as Record<string, unknown>;
  const missing = Object.entries(requiredFields)
    .filter(([key]) => {
      const value = body[key];
      return typeof value !== "string" || value.trim() === "";
    })
    .map(([, label]) => label);
  if (missing.length > 0) return new ClientProblem(400, messages.missingFields(missing).description, fields);
  if (fields.email) return new ClientProblem(400, messages.invalidEmail.description, fields);
  if (fields.phone) return new ClientProblem(400, messages.invalidPhone.description, fields);
  const distinct = [...new Set(Object.values(fields))];
  return new ClientProblem(400, distinct.length === 1 && distinct[0] ? distinct[0] : messages.api.invalidPayload, fields);
}
