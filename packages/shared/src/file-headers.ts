// The file-* headers of GET /File/{id} and the default upload folder: plain constants, apart from the zod schemas of
// file.schema.ts, so a screen that only shows an image does not download zod (issue 12, first load).
export const FILE_HEADERS = { extension: 'file-extension', size: 'file-size', name: 'file-name' } as const;
export const DEFAULT_FILE_FOLDER = 'unknown';
