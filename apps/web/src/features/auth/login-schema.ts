// The login form's rules, without zod: the login page is the first screen, and zod (even zod/mini) would be the
// largest piece of its download for three fields (issue 12, first load). Same rules and messages as the register form
// (trimmed email in zod's email format, password required); used through useAppForm like every other form.
import type { FormSchema } from '../../lib/form';

export interface LoginFormValues {
  email: string;
  password: string;
  remember: boolean;
}

/** zod's email pattern (z.email()), so the login accepts exactly the addresses the other forms accept. */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

type Issue = { code: 'custom'; path: string[]; message: string; input: unknown };

export const loginFormSchema: FormSchema = {
  safeParse(values: unknown) {
    const v = (values ?? {}) as Partial<LoginFormValues>;
    const issues: Issue[] = [];
    const email = typeof v.email === 'string' ? v.email.trim() : '';
    if (!email) issues.push({ code: 'custom', path: ['email'], message: 'validation.required', input: v.email });
    else if (!EMAIL.test(email)) issues.push({ code: 'custom', path: ['email'], message: 'validation.email', input: v.email });
    if (typeof v.password !== 'string' || v.password.length === 0)
      issues.push({ code: 'custom', path: ['password'], message: 'validation.required', input: v.password });
    return issues.length ? { success: false, error: { issues } } : { success: true };
  },
};
