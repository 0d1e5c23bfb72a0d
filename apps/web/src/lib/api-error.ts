// The one error every call rejects with: status, code, message and the field problems forms show under fields.
import type { FieldError } from '@comptoir/shared';

export type ApiErrorCode = string; // a server ErrorCode, or OFFLINE / NETWORK / UNKNOWN on the client side

export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message: string;
  reason?: string;
  errors?: FieldError[];
  /** The answer had a JSON error body. */
  hasBody?: boolean;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly reason?: string;
  readonly errors: FieldError[];
  readonly hasBody: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.reason = init.reason;
    this.errors = init.errors ?? [];
    this.hasBody = init.hasBody ?? false;
  }

  /** No answer at all: the browser is offline or the server cannot be reached. */
  get isConnectionError(): boolean {
    return this.status === 0;
  }

  /** The field problems as a form-errors map ({ email: 'Invalid e-mail' }). */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const e of this.errors) if (!out[e.field]) out[e.field] = e.message;
    return out;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
