import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { i18n, initI18n } from '../../i18n/i18n';
import { FileImage } from './file-image';
import { parseFileId } from './file-query';
import { formatFileSize } from './file-size';

const fetchMock = vi.fn<typeof fetch>();

function renderWith(ui: ReactNode, client: QueryClient = createQueryClient()) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider>{ui}</MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const binary = () =>
  new Response(new Uint8Array([1, 2, 3]), {
    status: 200,
    headers: { 'content-type': 'image/png', 'file-name': 'a.png', 'file-size': '3' },
  });

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:test-${++n}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FileImage', () => {
  it.each([null, undefined, 'abc', '', 0, -3, 1.5])('shows the placeholder without any call for %s', (fileId) => {
    renderWith(<FileImage fileId={fileId} alt="Logo" />);
    const image = screen.getByTestId('file-image');
    expect(image.dataset.state).toBe('empty');
    expect(image.getAttribute('aria-label')).toBe('Logo');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads GET /File/{id} quietly as a blob and shows it from an object URL revoked on unmount', async () => {
    fetchMock.mockResolvedValue(binary());
    const view = renderWith(<FileImage fileId={12} alt="Logo" size={64} />);

    await waitFor(() => expect(screen.getByTestId('file-image').dataset.state).toBe('loaded'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/File/12');
    const img = screen.getByRole('img', { name: 'Logo' });
    expect(img.getAttribute('src')).toBe('blob:test-1');
    view.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test-1');
  });

  it('loads a file once for many images of the same id', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(binary()));
    renderWith(
      <>
        {Array.from({ length: 50 }, (_, i) => (
          <FileImage key={i} fileId={i % 2 === 0 ? 5 : '6'} alt={`row ${i}`} />
        ))}
      </>,
    );
    await waitFor(() => expect(screen.getAllByTestId('file-image').every((el) => el.dataset.state === 'loaded')).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the placeholder for a missing file without a console error (an expected 404)', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), { status: 404 }));
    vi.mocked(console.error).mockClear();
    renderWith(<FileImage fileId={99} alt="Logo" />);
    await waitFor(() => expect(screen.getByTestId('file-image').dataset.state).toBe('error'));
    expect(console.error).not.toHaveBeenCalled();
    expect(screen.getByTestId('file-image').querySelector('svg')).not.toBeNull();
  });

  it('logs a server failure and shows the placeholder', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 'INTERNAL', message: 'Boom' }), { status: 500 }));
    renderWith(<FileImage fileId={98} alt="Logo" />);
    await waitFor(() => expect(screen.getByTestId('file-image').dataset.state).toBe('error'));
    expect(console.error).toHaveBeenCalledWith('[api] GET /File/98', expect.anything());
    expect(screen.getByTestId('file-image').querySelector('svg')).not.toBeNull();
  });
});

describe('file helpers', () => {
  it('parses only positive integer ids', () => {
    expect(parseFileId(4)).toBe(4);
    expect(parseFileId(' 17 ')).toBe(17);
    expect(parseFileId('4a')).toBeNull();
    expect(parseFileId(Number.NaN)).toBeNull();
    expect(parseFileId({})).toBeNull();
  });

  it('formats sizes in 1024 units', () => {
    const t = i18n.t.bind(i18n);
    expect(formatFileSize(512, t, 'en')).toBe('512 B');
    expect(formatFileSize(1024, t, 'en')).toBe('1 KB');
    expect(formatFileSize(1536, t, 'en')).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1024, t, 'en')).toBe('1 MB');
    expect(formatFileSize(1100 * 1024, t, 'en')).toBe('1.1 MB');
  });
});
