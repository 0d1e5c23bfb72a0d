import { createHmac, hash, randomBytes } from 'node:crypto';

/** An unguessable random token (256 bits). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored hashed: a leaked table gives no usable token. */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

export const hmac = (secret: string, value: string): string => createHmac('sha256', secret).update(value).digest('base64url');
