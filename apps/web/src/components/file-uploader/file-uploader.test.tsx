import { MantineProvider } from '@mantine/core';
import { UPLOAD_LIMIT_BYTES } from '@comptoir/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { i18n, initI18n } from '../../i18n/i18n';
import { notifyDanger } from '../../lib/notify';
import { acceptsFile, FileUploader } from './file-uploader';

vi.mock('../../lib/notify', () => ({ notifyDanger: vi.fn(), notifySuccess: vi.fn(), notifyInfo: vi.fn() }));
vi.mock('./camera-snapshot', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./camera-snapshot')>()),
  // jsdom has no canvas: the frame is a fixed PNG blob.
  snapshotPng: vi.fn(() => Promise.resolve(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }))),
}));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Harness({ initial = null, onChange }: { initial?: number | null; onChange: (id: number | null) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <FileUploader
      value={value}
      folder="stores"
      label="Photo"
      testId="photo"
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

function renderUploader(onChange = vi.fn(), initial: number | null = null) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider>
          <Harness initial={initial} onChange={onChange} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return onChange;
}

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(notifyDanger).mockClear();
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:test-${++n}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FileUploader', () => {
  it('refuses a file over the limit with the danger notification and sends nothing', async () => {
    const onChange = renderUploader();
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [png('big.png', UPLOAD_LIMIT_BYTES + 1)] } });

    await waitFor(() => expect(notifyDanger).toHaveBeenCalledTimes(1));
    const shown = vi.mocked(notifyDanger).mock.calls[0][0];
    expect(shown.title).toBe('File size limit exceeded');
    expect(shown.message).toContain('1 MB');
    expect(shown.message).toContain('big.png');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('accepts a file of exactly the limit', async () => {
    fetchMock.mockResolvedValue(json(200, { data: 5 }));
    const onChange = renderUploader();
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [png('edge.png', UPLOAD_LIMIT_BYTES)] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(5));
  });

  it('uploads the file as FormData to /api/File?folder=… and hands over the file id, then shows the preview', async () => {
    fetchMock.mockResolvedValue(json(200, { data: 42 }));
    const onChange = renderUploader();
    expect(screen.getByTestId('photo').dataset.state).toBe('empty');

    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [png('logo.png')] } });

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(42));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/File?folder=stores');
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('logo.png');
    expect((init?.headers as Record<string, string>)['content-type']).toBeUndefined();
    expect(screen.getByTestId('photo').dataset.state).toBe('complete');
    // The preview reuses the uploaded file: no download.
    await waitFor(() => expect(screen.getByTestId('photo-preview').dataset.state).toBe('loaded'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses only the first dropped file', async () => {
    fetchMock.mockResolvedValue(json(200, { data: 7 }));
    const onChange = renderUploader();
    fireEvent.drop(screen.getByTestId('photo-dropzone'), { dataTransfer: { files: [png('first.png'), png('second.png')] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(7));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(((fetchMock.mock.calls[0][1]?.body as FormData).get('file') as File).name).toBe('first.png');
  });

  it('refuses a file of a type the uploader does not accept', async () => {
    renderUploader();
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(notifyDanger).toHaveBeenCalledWith({ message: 'This type of file is not accepted.' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the empty state when the upload fails', async () => {
    fetchMock.mockResolvedValue(json(422, { code: 'VALIDATION', message: 'x', errors: [{ field: 'file', message: 'File required' }] }));
    const onChange = renderUploader();
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [png('a.png')] } });
    await waitFor(() => expect(notifyDanger).toHaveBeenCalled());
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('photo').dataset.state).toBe('empty');
  });

  it('removes the file', () => {
    fetchMock.mockResolvedValue(new Response(new Uint8Array([1]), { status: 200 }));
    const onChange = renderUploader(vi.fn(), 3);
    fireEvent.click(screen.getByTestId('photo-remove'));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByTestId('photo').dataset.state).toBe('empty');
  });

  it('hides the camera button where the browser has no camera API', () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined, onLine: true });
    renderUploader();
    expect(screen.queryByTestId('photo-camera-open')).toBeNull();
  });

  it('captures a photo: live preview → capture after 500 ms → discard back to preview → confirm uploads a PNG', async () => {
    const stop = vi.fn();
    const getUserMedia = vi.fn(() => Promise.resolve({ getTracks: () => [{ stop }] } as unknown as MediaStream));
    vi.stubGlobal('navigator', { ...navigator, onLine: true, mediaDevices: { getUserMedia } });
    fetchMock.mockResolvedValue(json(200, { data: 9 }));
    const onChange = renderUploader();

    fireEvent.click(screen.getByTestId('photo-camera-open'));
    const widget = await screen.findByTestId('photo-camera');
    await waitFor(() => expect(widget.dataset.phase).toBe('live'));
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });

    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId('photo-capture'));
    expect(widget.dataset.phase).toBe('capturing');
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(widget.dataset.phase).toBe('capturing');
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(widget.dataset.phase).toBe('captured'));

    fireEvent.click(screen.getByTestId('photo-discard'));
    expect(widget.dataset.phase).toBe('live');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('photo-capture'));
    await waitFor(() => expect(screen.getByTestId('photo-camera').dataset.phase).toBe('captured'), { timeout: 2000 });
    fireEvent.click(screen.getByTestId('photo-confirm'));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(9));
    const file = (fetchMock.mock.calls[0][1]?.body as FormData).get('file') as File;
    expect(file.type).toBe('image/png');
    expect(file.name).toMatch(/^photo-\d+\.png$/);
    await waitFor(() => expect(stop).toHaveBeenCalled());
  });
});

describe('acceptsFile', () => {
  it('matches wildcards, exact types and extensions', () => {
    expect(acceptsFile(png('a.png'), 'image/*')).toBe(true);
    expect(acceptsFile(new File(['x'], 'a.pdf', { type: 'application/pdf' }), 'image/*')).toBe(false);
    expect(acceptsFile(new File(['x'], 'a.pdf', { type: '' }), 'image/*,.pdf')).toBe(true);
    expect(acceptsFile(png('a.png'), 'image/jpeg')).toBe(false);
    expect(acceptsFile(png('a.png'), '')).toBe(true);
  });
});
