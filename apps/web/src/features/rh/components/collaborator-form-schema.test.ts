import { collaboratorBody } from '@comptoir/shared';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { collaboratorFormSchema, initialValues, toBody } from './collaborator-form-schema';
import { hoursText, thisMonth } from './hours';

describe('collaborator form', () => {
  it('builds a body the server schema accepts, emptied fields as blanks', () => {
    const v = { ...initialValues(null, 3), firstName: ' Nadia ', lastName: 'Tazi', weeklyHours: '35', payAmount: '3800.5', code: '2580' };
    expect(collaboratorFormSchema.safeParse(v).success).toBe(true);
    const body = toBody(v);
    expect(body).toMatchObject({ firstName: 'Nadia', magasinIds: [3], weeklyHours: 35, payAmount: 3800.5, userId: '', code: '2580' });
    const parsed = collaboratorBody.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ email: null, userId: null, contractStart: null });
  });

  it('shows every problem: names, stores, code, a contract ending before it starts', () => {
    const v = { ...initialValues(null, null), code: '12', contractStart: '2026-11-10', contractEnd: '2026-11-01' };
    const r = collaboratorFormSchema.safeParse(v);
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path[0]).sort();
    expect(paths).toEqual(['code', 'contractEnd', 'firstName', 'lastName', 'magasinIds']);
  });

  it('writes hours and minutes, and the month of a date', () => {
    const t = ((_k: string, o: { h: number; m: string }) => `${o.h} h ${o.m}`) as unknown as TFunction;
    expect(hoursText(450.4, t)).toBe('7 h 30');
    expect(hoursText(59.6, t)).toBe('1 h 00');
    expect(thisMonth(new Date(2026, 0, 5))).toBe('2026-01');
  });
});
