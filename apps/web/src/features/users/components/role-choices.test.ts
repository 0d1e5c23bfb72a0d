import { ROLE_TAGS, STAFF_FORM_ROLES } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { ALL_USERS, choiceOf, expandChoice, hasOtherRoles, OTHERS, offeredRoles, roleChoiceError } from './role-choices';

// Ids deliberately not in the selector's order.
const ROLES = [...ROLE_TAGS].reverse().map((tag, i) => ({ id: i + 1, tag, intitule: tag }));
const id = (tag: string) => ROLES.find((r) => r.tag === tag)!.id;

describe('role selector choices', () => {
  it("offers roles in the spec's order: admin, caissier, gerant, vendeuse, boulanger, delivery_man, assistant, controleur_gestion", () => {
    expect(offeredRoles(ROLES).map((r) => r.tag)).toEqual([...ROLE_TAGS]);
    expect(offeredRoles(ROLES, STAFF_FORM_ROLES).map((r) => r.tag)).toEqual(['caissier', 'gerant', 'vendeuse', 'boulanger']);
  });

  it('sends a single choice as a list of one id', () => {
    expect(expandChoice(String(id('gerant')), ROLES)).toEqual([id('gerant')]);
    expect(choiceOf([id('gerant')], ROLES)).toBe(String(id('gerant')));
    expect(expandChoice(null, ROLES)).toEqual([]);
    expect(expandChoice('abc', ROLES)).toEqual([]);
  });

  it("expands 'others' to every role not offered plus 0, and 'all users' to every role", () => {
    const others = expandChoice(OTHERS, ROLES, STAFF_FORM_ROLES);
    expect(others.slice(0, -1).sort()).toEqual(['admin', 'delivery_man', 'assistant', 'controleur_gestion'].map(id).sort());
    expect(others.at(-1)).toBe(0);
    expect(expandChoice(ALL_USERS, ROLES).sort()).toEqual(ROLES.map((r) => r.id).sort());
    expect(choiceOf(others, ROLES, STAFF_FORM_ROLES, true)).toBe(OTHERS);
    expect(
      choiceOf(
        ROLES.map((r) => r.id),
        ROLES,
        STAFF_FORM_ROLES,
        true,
      ),
    ).toBe(ALL_USERS);
    expect(hasOtherRoles(ROLES, STAFF_FORM_ROLES)).toBe(true);
    expect(hasOtherRoles(ROLES)).toBe(false);
  });

  it('is required, numeric and at least 1', () => {
    expect(roleChoiceError([])).toBe('validation.required');
    expect(roleChoiceError([0])).toBe('users.validation.role');
    expect(roleChoiceError([-2])).toBe('users.validation.role');
    expect(roleChoiceError([Number.NaN])).toBe('users.validation.role');
    expect(roleChoiceError([3])).toBeNull();
    expect(roleChoiceError([3, 5, 0])).toBeNull();
  });
});
