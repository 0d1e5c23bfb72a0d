import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, newUser, signedIn, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const addSlider = (token: string, payload: Record<string, unknown>, lang?: string) =>
  t.call({ method: 'POST', url: '/api/Entreprise/Slider/add', token, payload, lang });
const addQuestion = (token: string, payload: Record<string, unknown>, lang?: string) =>
  t.call({ method: 'POST', url: '/api/Entreprise/Question/add', token, payload, lang });

describe('company and store sliders', () => {
  it('adds company sliders in order, and store sliders listed under the store only', async () => {
    const s = await signedIn(t);
    const store = await newStore(t, s.entrepriseId);
    const second = await addSlider(s.token, { intitule: 'Ramadan', order: 2, link: 'https://maison-atlas.ma/ramadan' });
    const first = await addSlider(s.token, { intitule: 'Bienvenue', description: 'Pains et viennoiseries', order: 1 });
    const local = await addSlider(s.token, { intitule: 'Promo Maârif', magasinId: store });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ intitule: 'Bienvenue', isActive: true, magasinId: null, fileId: null, link: null });

    const company = await t.call({ method: 'GET', url: '/api/Entreprise/sliders', token: s.token });
    expect(company.json().map((x: { id: number }) => x.id)).toEqual([first.json().id, second.json().id]);
    const mine = await t.call({ method: 'GET', url: `/api/Magasin/${store}/sliders`, token: s.token });
    expect(mine.json()).toEqual([expect.objectContaining({ id: local.json().id, magasinId: store })]);
  });

  it('updates a slider when the body has an id, and deletes it', async () => {
    const s = await signedIn(t);
    const created = (await addSlider(s.token, { intitule: 'Old' })).json();
    const updated = await addSlider(s.token, { id: created.id, intitule: 'New', isActive: false });
    expect(updated.json()).toMatchObject({ id: created.id, intitule: 'New', isActive: false });
    expect((await t.call({ method: 'DELETE', url: `/api/Entreprise/Slider/${created.id}`, token: s.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/Entreprise/sliders', token: s.token })).json()).toEqual([]);
    expect((await t.call({ method: 'DELETE', url: `/api/Entreprise/Slider/${created.id}`, token: s.token })).statusCode).toBe(404);
  });

  it('lists every field problem, and refuses stores and files of another company', async () => {
    const s = await signedIn(t);
    const other = await signedIn(t);
    const foreignStore = await newStore(t, other.entrepriseId);
    const bad = await addSlider(s.token, { intitule: 'x', link: 'not a url', order: -1 }, 'en');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['intitule', 'link', 'order']);
    const refs = await addSlider(s.token, { intitule: 'Slide', magasinId: foreignStore, fileId: 999999 }, 'en');
    expect(refs.statusCode).toBe(422);
    expect(refs.json().errors).toEqual([
      { field: 'magasinId', message: 'Unknown or inaccessible item' },
      { field: 'fileId', message: 'Unknown or inaccessible item' },
    ]);
  });

  it("answers 404 for another company's slider or store", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const slider = (await addSlider(b.token, { intitule: 'B slide' })).json();
    const storeB = await newStore(t, b.entrepriseId);
    expect((await addSlider(a.token, { id: slider.id, intitule: 'Hijack' })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/Entreprise/Slider/${slider.id}`, token: a.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/Magasin/${storeB}/sliders`, token: a.token })).json().code).toBe('NOT_FOUND');
    expect((await t.call({ method: 'GET', url: '/api/Entreprise/sliders', token: a.token })).json()).toEqual([]);
  });

  it('needs gestion_admins or gestion_magasin to write; any member reads', async () => {
    const s = await signedIn(t);
    const cashier = await newUser(t, s.entrepriseId, 'caissier');
    const token = await signIn(t, cashier.email);
    expect((await addSlider(token, { intitule: 'Slide' })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: '/api/Entreprise/Slider/1', token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/Entreprise/sliders', token })).statusCode).toBe(200);
    const gerant = await signedIn(t, 'gerant');
    expect((await addSlider(gerant.token, { intitule: 'Slide' })).statusCode).toBe(200);
  });
});

describe('client questions', () => {
  it('adds company-wide and store questions; a store lists both, id 0 the company-wide ones', async () => {
    const s = await signedIn(t);
    const store = await newStore(t, s.entrepriseId);
    const general = await addQuestion(s.token, {
      question: 'Comment nous avez-vous connus ?',
      type: 'choice',
      options: ['Instagram', 'Bouche à oreille'],
    });
    const local = await addQuestion(s.token, { question: 'Note de l’accueil', type: 'rating', magasinId: store, order: 1 });
    expect(general.statusCode).toBe(200);
    expect(general.json()).toMatchObject({ type: 'choice', options: ['Instagram', 'Bouche à oreille'], magasinId: null, isActive: true });
    expect(local.json()).toMatchObject({ type: 'rating', options: [], magasinId: store });

    const forStore = await t.call({ method: 'GET', url: `/api/Entreprise/Question/${store}/getQuestions`, token: s.token });
    expect(forStore.json().map((q: { id: number }) => q.id)).toEqual([general.json().id, local.json().id]);
    const companyOnly = await t.call({ method: 'GET', url: '/api/Entreprise/Question/0/getQuestions', token: s.token });
    expect(companyOnly.json().map((q: { id: number }) => q.id)).toEqual([general.json().id]);
  });

  it('updates with an id and deletes', async () => {
    const s = await signedIn(t);
    const q = (await addQuestion(s.token, { question: 'Satisfait ?', type: 'yes_no' })).json();
    const up = await addQuestion(s.token, { id: q.id, question: 'Êtes-vous satisfait ?', type: 'text' });
    expect(up.json()).toMatchObject({ id: q.id, question: 'Êtes-vous satisfait ?', type: 'text' });
    expect((await t.call({ method: 'DELETE', url: `/api/Entreprise/Question/${q.id}`, token: s.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/Entreprise/Question/0/getQuestions', token: s.token })).json()).toEqual([]);
  });

  it('lists every field problem; a choice question needs two choices', async () => {
    const s = await signedIn(t);
    const res = await addQuestion(s.token, { question: 'ab', type: 'choice', options: ['only one'] }, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'question', message: 'At least 3 characters' },
      { field: 'options', message: 'Give at least two choices' },
    ]);
    expect((await addQuestion(s.token, { question: 'Valid question', type: 'poll' })).statusCode).toBe(422);
  });

  it("answers 404 for another company's question or store", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const q = (await addQuestion(b.token, { question: 'B question' })).json();
    const storeB = await newStore(t, b.entrepriseId);
    expect((await addQuestion(a.token, { id: q.id, question: 'Hijack' })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/Entreprise/Question/${q.id}`, token: a.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/Entreprise/Question/${storeB}/getQuestions`, token: a.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/Entreprise/Question/0/getQuestions', token: a.token })).json()).toEqual([]);
  });

  it('needs gestion_admins or gestion_magasin to write', async () => {
    const s = await signedIn(t, 'caissier');
    expect((await addQuestion(s.token, { question: 'Question ?' })).statusCode).toBe(403);
  });
});
