import { describe, expect, it } from 'vitest';
import { keyBytes } from './web-push';

describe('the VAPID key for the push manager', () => {
  it('decodes base64url without padding into the 65 bytes of an uncompressed P-256 point', () => {
    const raw = new Uint8Array(65).map((_, i) => (i * 37 + 4) % 256);
    raw[0] = 4;
    const b64url = btoa(String.fromCharCode(...raw))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect([...keyBytes(b64url)]).toEqual([...raw]);
  });
});
