// @mantine/form + zod: a resolver whose messages are i18n keys, and the server's field problems put under fields.
import type { z } from 'zod';
import { i18n } from '../i18n/i18n';
import { isApiError } from './api-error';

export type FormErrors = Record<string, string>;

/** Validates with a zod schema; each issue message is an i18n key (e.g. 'validation.required'). */
export function zodResolver(schema: z.ZodType) {
  return (values: unknown): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (errors[key]) continue;
      const params: Record<string, number> = {};
      if ('minimum' in issue) params.min = Number(issue.minimum);
      if ('maximum' in issue) params.max = Number(issue.maximum);
      errors[key] = i18n.t(issue.message, params);
    }
    return errors;
  };
}

interface ErrorTarget {
  setErrors(errors: FormErrors): void;
}

/** Puts the server's field problems (422 errors list) under the matching fields; returns whether any matched. */
export function applyServerErrors(form: ErrorTarget, error: unknown, fields: readonly string[]): boolean {
  if (!isApiError(error) || error.errors.length === 0) return false;
  const all = error.fieldErrors();
  const known = Object.fromEntries(Object.entries(all).filter(([field]) => fields.includes(field)));
  form.setErrors(known);
  return Object.keys(known).length > 0;
}
