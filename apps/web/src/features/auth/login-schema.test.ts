import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginFormSchema } from './login-schema';

const problems = (values: unknown) => {
  const r = loginFormSchema.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the login form rules (without zod)', () => {
  it('asks for an email in the email format and a password, as the other forms do', () => {
    expect(problems({ email: '', password: '', remember: false })).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
    expect(problems({ email: '   ', password: 'x', remember: false })).toEqual({ email: 'validation.required' });
    expect(problems({ email: 'not-an-email', password: 'x', remember: false })).toEqual({ email: 'validation.email' });
    expect(problems({ email: ' owner@demo.ma ', password: 'x', remember: true })).toEqual({});
  });

  it("accepts and refuses the same addresses as zod's email rule", () => {
    for (const email of ['a@b.co', 'first.last+tag@sub.example.org', 'a..b@c.com', '.a@b.com', 'a@b', 'a@b.c', 'é@b.com', "o'neil@x.fr"])
      expect(loginFormSchema.safeParse({ email, password: 'x' }).success, email).toBe(z.email().safeParse(email).success);
  });
});
