// Secrets we must send back out (external API keys) are kept encrypted with a key derived from the server secret;
// secrets we only check (internal API keys) are kept as a SHA-256 digest.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';
const keyOf = (secret: string) => createHash('sha256').update(`comptoir-secret-box:${secret}`).digest();

export const isSealed = (value: string): boolean => value.startsWith(PREFIX);

export function seal(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function unseal(secret: string, sealed: string): string {
  const [iv, tag, body] = sealed
    .slice(PREFIX.length)
    .split('.')
    .map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}

export const digestKey = (plain: string): string => `sha256:${createHash('sha256').update(plain).digest('hex')}`;

/** The last 4 characters shown masked (none for a short key). */
export const keyHint = (plain: string): string => (plain.length > 8 ? plain.slice(-4) : '');
