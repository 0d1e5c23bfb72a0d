// A collaborator's document: the file's binary answer (the bearer travels with it), saved under its name.
import { api } from '../../../lib/api-client';
import { fileNameOf, saveBlob } from '../../../lib/download';

export async function downloadDocument(fileId: number, name: string): Promise<void> {
  const { blob, headers } = await api.getBlob(`/File/${fileId}`);
  saveBlob(blob, fileNameOf(headers, name));
}
