import { describe, expect, it } from 'vitest';
import { nextOrderOf } from './components/content-table-parts';
import { questionFormSchema, sliderFormSchema } from './schemas';

describe('content forms', () => {
  const question = { question: 'Comment nous avez-vous connus ?', type: 'text' as const, options: [], order: 0, isActive: true };
  const slider = { intitule: 'Promo', description: '', fileId: null, link: '', order: 0, isActive: true };

  it('a choice question needs two choices', () => {
    const r = questionFormSchema.safeParse({ ...question, type: 'choice', options: ['Radio', ' '] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain('content.questions.optionsRequired');
    expect(questionFormSchema.safeParse({ ...question, type: 'choice', options: ['Radio', 'Affiche'] }).success).toBe(true);
  });

  it('a slider link is http(s) or empty', () => {
    expect(sliderFormSchema.safeParse(slider).success).toBe(true);
    expect(sliderFormSchema.safeParse({ ...slider, link: 'https://comptoir.ma/promo' }).success).toBe(true);
    expect(sliderFormSchema.safeParse({ ...slider, link: 'comptoir.ma' }).error?.issues[0].message).toBe('content.validation.url');
  });

  it('a new item goes after the last one', () => {
    expect(nextOrderOf([])).toBe(0);
    expect(
      nextOrderOf([
        { order: 3, isActive: true },
        { order: 1, isActive: false },
      ]),
    ).toBe(4);
  });
});
