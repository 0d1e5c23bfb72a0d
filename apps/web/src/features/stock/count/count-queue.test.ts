import { describe, expect, it } from 'vitest';
import { enqueue, flush, readQueue, type QueuedLine, type QueueStorage, type SendResult } from './count-queue';

const memory = (): QueueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};
const line = (productId: number, quantity: number, at: string): QueuedLine => ({ productId, quantity, nature: 'unity', countedAt: at });

describe('the count queue', () => {
  it('keeps every line while the connection is lost and sends them in order once it is back', async () => {
    const s = memory();
    enqueue(s, 7, line(1, 3, 'a'));
    enqueue(s, 7, line(2, 5, 'b'));
    let online = false;
    const sent: number[] = [];
    const send = async (l: QueuedLine): Promise<SendResult> => {
      if (!online) return 'offline';
      sent.push(Number(l.productId));
      return 'saved';
    };
    expect(await flush(s, 7, send)).toEqual({ saved: [], refused: [], waiting: 2 });
    expect(readQueue(s, 7)).toHaveLength(2);
    online = true;
    const done = await flush(s, 7, send);
    expect(done.saved.map((l) => l.productId)).toEqual([1, 2]);
    expect(sent).toEqual([1, 2]);
    expect(s.data.size).toBe(0);
  });

  it('stops at the first line without an answer, keeps the rest, drops a line refused for good', async () => {
    const s = memory();
    enqueue(s, 7, line(1, 3, 'a'));
    enqueue(s, 7, line(2, 5, 'b'));
    enqueue(s, 7, line(3, 1, 'c'));
    const answers: SendResult[] = ['refused', 'offline'];
    const r = await flush(s, 7, async () => answers.shift() ?? 'saved');
    expect(r.refused.map((l) => l.productId)).toEqual([1]);
    expect(readQueue(s, 7).map((l) => l.productId)).toEqual([2, 3]);
  });

  it('keeps the last count of a product, and one counted again while on its way', async () => {
    const s = memory();
    enqueue(s, 7, line(1, 3, 'a'));
    enqueue(s, 7, line(1, 4, 'b'));
    expect(readQueue(s, 7)).toEqual([line(1, 4, 'b')]);
    const r = await flush(s, 7, async () => {
      enqueue(s, 7, line(1, 6, 'c')); // typed again while the first was sent
      return 'saved';
    });
    expect(r.saved).toEqual([line(1, 4, 'b')]);
    expect(readQueue(s, 7)).toEqual([line(1, 6, 'c')]);
  });

  it('survives a storage that holds garbage', () => {
    const s = memory();
    s.setItem('comptoir.stock-count.7', '{not json');
    expect(readQueue(s, 7)).toEqual([]);
  });
});
