// The count screen's lines waiting for the server (issue 26: a lost connection loses no line). Each counted line is
// kept in the browser's storage the moment it is entered, then sent one by one in the order entered; a line leaves
// the queue only once the server answered it (saved, or refused for good: the count was closed, the product is not
// counted here). No answer at all (offline, server unreachable) keeps it for the next try. The device's moment goes
// with each line, so a line sent twice (its answer lost) is written once (PATCH /StockOperation/{id}/count).
import type { StockOperationCountBody } from '@comptoir/shared';

export interface QueuedLine extends StockOperationCountBody {
  /** The device's moment the line was counted (ISO): its identity for the server. */
  countedAt: string;
}

export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type SendResult = 'saved' | 'refused' | 'offline';

export const queueKey = (operationId: number) => `comptoir.stock-count.${operationId}`;

export function readQueue(storage: QueueStorage, operationId: number): QueuedLine[] {
  try {
    const v = JSON.parse(storage.getItem(queueKey(operationId)) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as QueuedLine[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(storage: QueueStorage, operationId: number, lines: readonly QueuedLine[]) {
  if (lines.length) storage.setItem(queueKey(operationId), JSON.stringify(lines));
  else storage.removeItem(queueKey(operationId));
}

/**
 * Keeps a counted line. A product counted again before its earlier count left replaces it (the last count stands, as
 * on the server), so the queue holds one line per product.
 */
export function enqueue(storage: QueueStorage, operationId: number, line: QueuedLine): QueuedLine[] {
  const lines = [...readQueue(storage, operationId).filter((l) => l.productId !== line.productId), line];
  writeQueue(storage, operationId, lines);
  return lines;
}

/**
 * Sends the waiting lines in order until one gets no answer (it and the ones after stay for the next try). Answers the
 * lines saved and refused, and how many still wait. A line counted again while its older count was on its way stays.
 */
export async function flush(
  storage: QueueStorage,
  operationId: number,
  send: (line: QueuedLine) => Promise<SendResult>,
): Promise<{ saved: QueuedLine[]; refused: QueuedLine[]; waiting: number }> {
  const saved: QueuedLine[] = [];
  const refused: QueuedLine[] = [];
  for (const line of readQueue(storage, operationId)) {
    const result = await send(line);
    if (result === 'offline') break;
    (result === 'saved' ? saved : refused).push(line);
    // Only this very line leaves: one entered again meanwhile (another moment) waits for its own turn.
    writeQueue(
      storage,
      operationId,
      readQueue(storage, operationId).filter((l) => !(l.productId === line.productId && l.countedAt === line.countedAt)),
    );
  }
  return { saved, refused, waiting: readQueue(storage, operationId).length };
}
