// Sends ESC/POS bytes to the printer: Web Serial (a USB-serial or Bluetooth-serial printer) or WebUSB (a USB printer's
// bulk endpoint). The first use asks the person to pick the device (a gesture is needed); the browser remembers the
// grant, so later prints go straight to it.
import type { PrinterSettings } from './printer-settings';

// The few parts of the Web Serial and WebUSB APIs used here (not in TypeScript's DOM library).
interface SerialPortLike {
  readable: unknown;
  writable: WritableStream<Uint8Array> | null;
  open(o: { baudRate: number }): Promise<void>;
}
interface SerialLike {
  getPorts(): Promise<SerialPortLike[]>;
  requestPort(): Promise<SerialPortLike>;
}
interface UsbEndpoint {
  direction: 'in' | 'out';
  type: string;
  endpointNumber: number;
}
interface UsbDeviceLike {
  opened: boolean;
  configuration: { interfaces: { interfaceNumber: number; alternate: { endpoints: UsbEndpoint[] } }[] } | null;
  open(): Promise<void>;
  selectConfiguration(n: number): Promise<void>;
  claimInterface(n: number): Promise<void>;
  transferOut(endpoint: number, data: Uint8Array): Promise<unknown>;
}
interface UsbLike {
  getDevices(): Promise<UsbDeviceLike[]>;
  requestDevice(o: { filters: object[] }): Promise<UsbDeviceLike>;
}

const nav = () => navigator as Navigator & { serial?: SerialLike; usb?: UsbLike };

async function sendSerial(bytes: Uint8Array, baudRate: number, ask: boolean): Promise<void> {
  const serial = nav().serial;
  if (!serial) throw new Error('no_serial');
  const port = (await serial.getPorts())[0] ?? (ask ? await serial.requestPort() : null);
  if (!port) throw new Error('no_printer');
  if (!port.writable) await port.open({ baudRate });
  const writer = port.writable!.getWriter();
  try {
    await writer.write(bytes);
  } finally {
    writer.releaseLock();
  }
}

async function sendUsb(bytes: Uint8Array, ask: boolean): Promise<void> {
  const usb = nav().usb;
  if (!usb) throw new Error('no_usb');
  const device = (await usb.getDevices())[0] ?? (ask ? await usb.requestDevice({ filters: [] }) : null);
  if (!device) throw new Error('no_printer');
  if (!device.opened) {
    await device.open();
    if (!device.configuration) await device.selectConfiguration(1);
  }
  const found = device.configuration?.interfaces
    .map((i) => ({ i: i.interfaceNumber, out: i.alternate.endpoints.find((e) => e.direction === 'out' && e.type === 'bulk') }))
    .find((x) => x.out);
  if (!found?.out) throw new Error('no_endpoint');
  await device.claimInterface(found.i).catch(() => undefined); // already claimed by this page
  // Large images go in pieces: some printers' buffers take 4 KB at a time.
  for (let at = 0; at < bytes.length; at += 4096) await device.transferOut(found.out.endpointNumber, bytes.subarray(at, at + 4096));
}

/** Sends the bytes to this device's printer; `ask` lets the browser ask which device (needs a click). */
export async function sendToPrinter(bytes: Uint8Array, s: PrinterSettings, ask = true): Promise<void> {
  if (s.output === 'serial') return sendSerial(bytes, s.baudRate, ask);
  if (s.output === 'usb') return sendUsb(bytes, ask);
  throw new Error('browser_output');
}
