// The ticket printer of this device (a setting per device, kept in the browser): the browser's print dialog (the
// default), or ESC/POS bytes sent over Web Serial or WebUSB where the browser has them; the roll; how Arabic prints;
// whether a cash sale opens the drawer.
import { readStorage, writeStorage } from '../../../lib/safe-storage';
import { DISPLAY_KEYS } from '../storage-keys';
import type { EscPosOptions, Roll } from './escpos';

export type PrinterOutput = 'browser' | 'serial' | 'usb';

export interface PrinterSettings {
  output: PrinterOutput;
  roll: Roll;
  /** 'image': Arabic drawn as an image line; 'codepage': the printer's CP1256 (its ESC t number). */
  arabic: 'image' | 'codepage';
  codePage: number;
  baudRate: number;
  drawer: boolean;
}

export const DEFAULT_PRINTER: PrinterSettings = {
  output: 'browser',
  roll: '80',
  arabic: 'image',
  codePage: 50,
  baudRate: 9600,
  drawer: false,
};

export function readPrinter(): PrinterSettings {
  try {
    const raw = readStorage(DISPLAY_KEYS.printer);
    return raw ? { ...DEFAULT_PRINTER, ...(JSON.parse(raw) as Partial<PrinterSettings>) } : DEFAULT_PRINTER;
  } catch {
    return DEFAULT_PRINTER;
  }
}

export const savePrinter = (s: PrinterSettings): void => writeStorage(DISPLAY_KEYS.printer, JSON.stringify(s));

/** Which outputs this browser can offer (Web Serial and WebUSB are Chromium's, on a secure page). */
export function availableOutputs(): PrinterOutput[] {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { serial?: unknown; usb?: unknown });
  return ['browser', ...(nav?.serial ? (['serial'] as const) : []), ...(nav?.usb ? (['usb'] as const) : [])];
}

export const escPosOptionsOf = (s: PrinterSettings): Omit<EscPosOptions, 'raster'> => ({
  roll: s.roll,
  arabic: s.arabic === 'codepage' ? { kind: 'codepage', page: s.codePage } : { kind: 'image' },
});
