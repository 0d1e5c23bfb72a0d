import { afterEach, describe, expect, it } from 'vitest';
import { pickRegister, rememberRegister, rememberedRegister, rememberedStore, rememberStore } from './till-register';

const reg = (id: number, openedBy: number | null, openedAt: string) => ({ id, session: { openedBy, openedAt } });
const counter = reg(1, 7, '2025-03-01T07:00:00Z');
const terrace = reg(2, 7, '2025-03-01T09:30:00Z');
const other = reg(3, 8, '2025-03-01T10:00:00Z');

afterEach(() => localStorage.clear());

describe('the register a till sells on', () => {
  it('is the one asked for, else this device’s, else the cashier’s latest, else the first open', () => {
    const open = [counter, terrace, other];
    expect(pickRegister(open, 3, 1, 7)).toBe(other);
    expect(pickRegister(open, null, 1, 7)).toBe(counter);
    // Caisse 2 opened after Caisse 1 by the same cashier: the till sells on it, not on the first.
    expect(pickRegister(open, null, null, 7)).toBe(terrace);
    expect(pickRegister(open, null, null, 99)).toBe(counter);
    // A register asked for or kept that is no longer open is passed over.
    expect(pickRegister([counter, other], 2, 2, 8)).toBe(other);
    expect(pickRegister([], 1, 1, 7)).toBeNull();
  });

  it('is remembered per store on this device', () => {
    expect(rememberedRegister(1)).toBeNull();
    rememberRegister(1, 2);
    rememberRegister(5, 9);
    expect(rememberedRegister(1)).toBe(2);
    expect(rememberedRegister(5)).toBe(9);
    expect(rememberedRegister(null)).toBeNull();
    // The store of the register opened or chosen last is the one the till opens on.
    expect(rememberedStore()).toBe(5);
    rememberStore(1);
    expect(rememberedStore()).toBe(1);
  });
});
