// The staff form's rules (product-spec §5), mirroring staffCreateBody/staffPatch of @comptoir/shared; messages are i18n keys.
import { PERSON_NAME_PATTERN } from '@comptoir/shared';
import { z } from 'zod';
import { personName } from '../../lib/form-rules';
import { roleChoiceError } from './components/role-choices';

/** Same as the server's phoneNumber rule. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{3,28}$/;
/** The server's staffName rule: letters of any script, spaces, hyphens, apostrophes. */
export const NAME_PATTERN = PERSON_NAME_PATTERN;
export const CODE_MIN = 6;

export interface StaffFormValues {
  fileId: number | null;
  name: string;
  email: string;
  tel: string;
  code: string;
  roleId: number[];
  magasinIds: string[];
}

const required = (s: z.ZodString) => s.trim().min(1, { error: 'validation.required', abort: true });

/**
 * Creation needs an access code of at least 6 characters; an edit keeps the current code when left empty.
 * `roleIds` are the roles the form offers (on creation: boulanger, vendeuse, gerant, caissier).
 */
export function staffFormSchema(opts: { creating: boolean; roleIds: readonly number[] }) {
  const code = z.string().max(60, 'users.validation.maxLength');
  return z.object({
    fileId: z.number().int().positive().nullable(),
    name: personName(),
    email: required(z.string()).max(190, 'users.validation.maxLength').pipe(z.email('validation.email')),
    tel: required(z.string()).max(30, 'users.validation.maxLength').regex(PHONE_PATTERN, 'validation.phone'),
    code: opts.creating
      ? code.min(1, { error: 'validation.required', abort: true }).min(CODE_MIN, 'validation.minLength')
      : code.refine((v) => v === '' || v.length >= CODE_MIN, { error: 'users.validation.codeMin' }),
    roleId: z.array(z.number()).superRefine((ids, ctx) => {
      const error = roleChoiceError(ids);
      if (error) ctx.addIssue({ code: 'custom', message: error });
      else if (opts.roleIds.length && !ids.every((id) => opts.roleIds.includes(id)))
        ctx.addIssue({ code: 'custom', message: 'users.validation.roleNotAllowed' });
    }),
    magasinIds: z.array(z.string()),
  });
}
