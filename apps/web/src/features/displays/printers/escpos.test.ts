// ESC/POS bytes against fixtures reviewed command by command (Epson's ESC/POS reference: ESC @, ESC t, ESC a, ESC E,
// GS !, ESC d, GS ( k, GS v 0, GS V, ESC p).
import { describe, expect, it } from 'vitest';
import { columns, encodeText, EscPos, hex } from './escpos';
import { kitchenBytes, ticketBytes, zReportBytes } from './escpos-documents';

const b80 = () => new EscPos({ roll: '80' });

describe('ESC/POS commands', () => {
  it('resets the printer and selects WPC1252 on init', () => {
    expect(hex(b80().init().bytes())).toBe('1b 40 1b 74 10');
  });
  it('writes alignment, bold and double size', () => {
    expect(hex(b80().align('center').bold(true).double(true).double(false).bold(false).align('right').bytes())).toBe(
      '1b 61 01 1b 45 01 1d 21 11 1d 21 00 1b 45 00 1b 61 02',
    );
  });
  it('encodes French accents and the euro in WPC1252, unknown signs as ?', () => {
    expect(hex(encodeText('Café 3,50 €'))).toBe('43 61 66 e9 20 33 2c 35 30 20 80');
    expect(hex(encodeText('→'))).toBe('3f');
    // A decomposed é (e + combining acute) is composed first.
    expect(hex(encodeText('e\u0301'))).toBe('e9');
  });
  it('ends a line with LF', () => {
    expect(hex(b80().line('Ok').bytes())).toBe('4f 6b 0a');
  });
  it('prints a QR code: model 2, module size, correction M, store, print', () => {
    expect(hex(b80().qr('AB', 4).bytes())).toBe(
      [
        '1d 28 6b 04 00 31 41 32 00',
        '1d 28 6b 03 00 31 43 04',
        '1d 28 6b 03 00 31 45 31',
        '1d 28 6b 05 00 31 50 30 41 42',
        '1d 28 6b 03 00 31 51 30',
      ].join(' '),
    );
  });
  it('cuts after feeding and kicks the cash drawer', () => {
    expect(hex(b80().feed(2).cut().drawer().bytes())).toBe('1b 64 02 1d 56 42 30 1b 70 00 19 fa');
  });
  it('prints a raster image with GS v 0 (width in bytes, height in dots, little endian)', () => {
    const img = { widthBytes: 2, height: 2, data: Uint8Array.from([0xff, 0x00, 0x0f, 0xf0]) };
    expect(hex(b80().image(img).bytes())).toBe('1d 76 30 00 02 00 02 00 ff 00 0f f0');
  });
});

describe('Arabic', () => {
  const img = { widthBytes: 1, height: 1, data: Uint8Array.from([0x80]) };
  it('prints Arabic as an image line drawn by the raster callback', () => {
    const seen: string[] = [];
    const p = new EscPos({ roll: '58', raster: (text, dots) => (seen.push(`${text}@${dots}`), img) });
    expect(hex(p.line('شكرا').bytes())).toBe('1d 76 30 00 01 00 01 00 80');
    expect(seen).toEqual(['شكرا@384']);
  });
  it('uses the printer’s CP1256 code page when the setting says so, then goes back to WPC1252', () => {
    const p = new EscPos({ roll: '80', arabic: { kind: 'codepage', page: 50 } });
    expect(hex(p.line('سلام').bytes())).toBe('1b 74 32 d3 e1 c7 e3 0a 1b 74 10');
  });
  it('keeps Latin text as text even with a raster callback', () => {
    const p = new EscPos({ roll: '80', raster: () => img });
    expect(hex(p.line('A').bytes())).toBe('41 0a');
  });
});

describe('layout', () => {
  it('puts a label and a value on one line of the roll’s width', () => {
    expect(columns('Total', '12,00', 20)).toBe('Total          12,00');
    expect(columns('A very long article name', '9,00', 20)).toBe('A very long art 9,00');
    expect(columns('Total', '12,00', 48)).toHaveLength(48);
  });
});

describe('documents', () => {
  it('prints a kitchen ticket: number large, lines with options and notes, cut', () => {
    const bytes = kitchenBytes(
      {
        number: '#7',
        screen: 'Cuisine',
        time: '10:05',
        lines: [{ quantity: '2', label: 'Pizza', options: ['Olives'], notes: 'sans sel' }],
        notes: null,
      },
      { roll: '58' },
    );
    expect(hex(bytes)).toBe(
      [
        '1b 40 1b 74 10', // init
        '1b 61 01 1b 45 01 1d 21 11', // centre, bold, double
        '23 37 0a', // #7
        '1d 21 00', // normal size
        '43 75 69 73 69 6e 65 0a', // Cuisine
        '1b 45 00', // bold off
        '31 30 3a 30 35 0a', // 10:05
        '1b 61 00', // left
        `${Array(32).fill('2d').join(' ')} 0a`, // rule
        '1b 45 01 1d 21 11 32 20 50 69 7a 7a 61 0a 1d 21 00 1b 45 00', // 2 Pizza, bold and double
        '20 20 2b 20 4f 6c 69 76 65 73 0a', //   + Olives
        '20 20 21 20 73 61 6e 73 20 73 65 6c 0a', //   ! sans sel
        '1b 64 03 1d 56 42 30', // feed 3, cut
      ].join(' '),
    );
  });

  it('prints a sale ticket with its QR code, and opens the drawer after the cut for a cash sale', () => {
    const bytes = ticketBytes(
      {
        store: { name: 'Boulangerie', lines: ['Rue 1'] },
        heading: ['Ticket 12'],
        lines: [{ label: 'Pain', quantity: '2', amount: '3,00', details: [] }],
        totals: [{ label: 'Total', value: '3,00', strong: true }],
        footer: ['Merci'],
        qr: 'CPT:1:12:u',
        drawer: true,
      },
      { roll: '80' },
    );
    const h = hex(bytes);
    expect(h.startsWith('1b 40 1b 74 10 1b 61 01 1b 45 01 1d 21 11 42 6f 75 6c')).toBe(true);
    // "2 x Pain" and "3,00" on one 48-column line.
    expect(h).toContain(hex(encodeText(columns('2 x Pain', '3,00', 48))));
    // The total in double size: 24 columns.
    expect(h).toContain(`1b 45 01 1d 21 11 ${hex(encodeText(columns('Total', '3,00', 24)))} 0a 1d 21 00 1b 45 00`);
    expect(h).toContain('1d 28 6b 0d 00 31 50 30 43 50 54 3a 31 3a 31 32 3a 75');
    expect(h.endsWith('1b 64 02 1d 56 42 30 1b 70 00 19 fa')).toBe(true);
  });

  it('prints a Z report with its sections and no drawer kick', () => {
    const h = hex(
      zReportBytes(
        {
          title: 'Z',
          store: 'S',
          heading: [{ label: 'Caisse', value: 'C1' }],
          sections: [{ title: 'Ventes', rows: [{ label: 'Tickets', value: '3' }] }],
        },
        { roll: '58' },
      ),
    );
    expect(h).toContain(hex(encodeText(columns('Tickets', '3', 32))));
    expect(h).not.toContain('1b 70 00');
    expect(h.endsWith('1b 64 03 1d 56 42 30')).toBe(true);
  });
});
