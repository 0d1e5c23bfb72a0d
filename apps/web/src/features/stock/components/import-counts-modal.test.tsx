import ExcelJS from 'exceljs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { initI18n } from '../../../i18n/i18n';
import { saveToken } from '../../../lib/token-storage';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { authKeys } from '../../auth/api/keys';
import { ImportCountsModal } from './import-counts-modal';

const fetchMock = vi.fn<typeof fetch>();
const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function sheetFile(rows: unknown[][]): Promise<File> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Counts');
  for (const r of rows) ws.addRow(r);
  return new File([(await wb.xlsx.writeBuffer()) as ArrayBuffer], 'counts.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

function renderModal(onClose = vi.fn()) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.me(), makeUser(['gestion_stock']));
  renderRoutes([{ path: '/', element: <ImportCountsModal storeId={3} opened onClose={onClose} /> }], '/', queryClient);
  return onClose;
}

async function upload(file: File) {
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  fireEvent.change(input, { target: { files: [file] } });
}

beforeAll(async () => {
  await initI18n('en');
  // jsdom's File has no arrayBuffer() (browsers all do).
  File.prototype.arrayBuffer ??= function arrayBuffer(this: File) {
    return new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(this);
    });
  };
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  saveToken('tok', new Date(Date.now() + 3_600_000).toISOString());
});

afterEach(() => vi.unstubAllGlobals());

describe('ImportCountsModal', { timeout: 20_000 }, () => {
  const rows = [
    ['Barcode', 'Quantity'],
    ['6111234000103', 12],
    ['6111234000999', 4],
    ['6111234000202', -1],
  ];

  it('shows the rows read, and puts each of the 422 problems on the row it is about', async () => {
    fetchMock.mockResolvedValue(
      reply(422, {
        message: 'The given data was invalid.',
        errors: [
          { field: 'excelData.1.barcode', message: 'Unknown reference' },
          { field: 'excelData.2.quantity', message: 'Must be 0 or more' },
        ],
      }),
    );
    renderModal();
    await upload(await sheetFile(rows));
    // Reading an .xlsx in jsdom takes a while on a busy machine.
    expect(await screen.findByText(/counts\.xlsx — 3 rows read/, {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByTestId('counts-send'));

    await screen.findByTestId('counts-problems');
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/^\/api\/inventory\/bulk-update\?entityId=3&entityTypeTag=magasin&dateTime=/);
    expect(JSON.parse(String(init?.body))).toEqual({
      excelData: [
        { barcode: '6111234000103', quantity: 12 },
        { barcode: '6111234000999', quantity: 4 },
        { barcode: '6111234000202', quantity: -1 },
      ],
    });
    expect(screen.getByText('Nothing was saved: correct the 2 rows marked and import again.')).toBeTruthy();
    // Only the rows to correct, each with its own problem and its line in the sheet.
    const problems = screen.getAllByTestId('counts-problem');
    expect(problems.map((p) => [p.getAttribute('data-line'), p.textContent])).toEqual([
      ['3', 'Barcode: Unknown reference'],
      ['4', 'Quantity: Must be 0 or more'],
    ]);
    // The same sheet is not sent again until another file is chosen.
    expect((screen.getByTestId('counts-send') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('counts-only-problems'));
    expect(within(screen.getByTestId('counts-rows')).getAllByTestId('table-row')).toHaveLength(3);
  });

  it('says how many articles were updated and closes', async () => {
    fetchMock.mockResolvedValue(reply(200, { updated: 3, rows: [] }));
    const onClose = renderModal();
    await upload(await sheetFile(rows));
    await screen.findByText(/counts\.xlsx — 3 rows read/, {}, { timeout: 8000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save 3 counts' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('explains a sheet without a quantity column, and sends nothing', async () => {
    renderModal();
    await upload(
      await sheetFile([
        ['Barcode', 'Price'],
        ['6111234000103', 6],
      ]),
    );
    expect((await screen.findByTestId('counts-read-problem')).textContent).toBe('The file has no quantity column.');
    expect((screen.getByTestId('counts-send') as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
