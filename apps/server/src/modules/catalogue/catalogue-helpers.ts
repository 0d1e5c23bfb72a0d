// Test helpers for the catalogue: categories and products through the real routes.
import type { TestApp } from '../../../test/test-app';

let seq = 0;
export const uniq = () => `${Date.now().toString(36)}${++seq}`;

export async function newCategory(t: TestApp, token: string, body: Record<string, unknown> = {}): Promise<{ id: number }> {
  const res = await t.call({ method: 'POST', url: '/api/catalogueV2/category', token, payload: { label: `Cat ${uniq()}`, ...body } });
  if (res.statusCode !== 200) throw new Error(`category: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const postProduct = (t: TestApp, token: string, payload: Record<string, unknown>, lang?: string) =>
  t.call({ method: 'POST', url: '/api/product', token, payload, lang });

/** A standard product with one all-store MAD price. */
export async function newProduct(t: TestApp, token: string, body: Record<string, unknown> = {}) {
  const categoryId = (body.categoryId as number | undefined) ?? (await newCategory(t, token)).id;
  const res = await postProduct(t, token, { label: `Produit ${uniq()}`, categoryId, prices: [{ price: 10 }], ...body });
  if (res.statusCode !== 200) throw new Error(`product: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; products: { id: number; barcode: string | null }[]; prices: { id: number; price: number }[] };
}

/** A valid EAN-13 from 12 digits (the check digit computed). */
export function ean13(twelve: string): string {
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}
