// What the displays keep in the browser (issue 30), per device. Beside lib/storage-keys.ts rather than in it: that
// file is part of the till's first load, and none of these is needed before the till is usable.
export const DISPLAY_KEYS = {
  /** This device's ticket printer (browser, serial or USB; roll; Arabic; drawer). */
  printer: 'comptoir.printer',
  /** The code of the customer display on another device this till is paired with. */
  pairing: 'comptoir.displays',
  /** The preparation screen this device shows. */
  prepScreen: 'comptoir.displays.prepScreen',
} as const;
