// @mantine/form + zod: a resolver whose messages are i18n keys, the field rules every form shares, and the server's
// field problems put under fields. Forms use them through components/form/use-app-form.ts.
import type { z } from 'zod';
import { i18n } from '../i18n/i18n';
import { isApiError } from './api-error';

export type FormErrors = Record<string, string>;

export const REQUIRED = 'validation.required';

/** An empty field: blank text, no choice, an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let current = values;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * Validates with a zod schema; each issue message is an i18n key (e.g. 'validation.required'). One message per field
 * (the first), and an empty field the schema refuses always says 'required' (never 'at least 3 characters').
 */
/** A zod schema, classic or zod/mini (the login form): the form only needs safeParse. */
export interface FormSchema {
  safeParse(values: unknown): { success: true } | { success: false; error: { issues: readonly z.core.$ZodIssue[] } };
}

export function zodResolver(schema: FormSchema) {
  return (values: unknown): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (errors[key]) continue;
      if (issue.path.length > 0 && isEmptyValue(valueAt(values, issue.path))) {
        errors[key] = i18n.t(REQUIRED);
        continue;
      }
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
