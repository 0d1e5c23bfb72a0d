// The field rules every form shares (zod): apart from lib/form.ts so that a form without them (the login page, on
// zod/mini) does not pull the whole of zod into its chunk (issue 12, first load).
import { PERSON_NAME_PATTERN } from '@comptoir/shared';
import { z } from 'zod';
import { REQUIRED } from './form';

/** Required text of `min` to `max` characters (trimmed). */
export const requiredText = (min = 1, max = 255) =>
  z.string().trim().min(1, { error: REQUIRED, abort: true }).min(min, 'validation.minLength').max(max, 'validation.maxLength');

/** A person's name (staff, profile, registration): the server's rule, letters of every script, spaces, - and '. */
export const personName = () => requiredText(3, 120).regex(PERSON_NAME_PATTERN, 'validation.personName');

/** A required e-mail address (trimmed) of at most `max` characters, as the server checks it (zod's pattern). */
export const emailAddress = (max = 190) =>
  z.string().trim().min(1, { error: REQUIRED, abort: true }).max(max, 'validation.maxLength').pipe(z.email('validation.email'));
