// The one error type: AppError(code, message, details). The error handler maps code → status.
import { ERROR_STATUS, type ErrorCode, type FieldError } from '@comptoir/shared';

/** A field problem as thrown: its message key may take words (`{labels}`), put in by the error handler. */
export type ThrownFieldError = FieldError & { params?: Record<string, string | number> };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors?: ThrownFieldError[];
  readonly params?: Record<string, string | number>;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    details: { errors?: ThrownFieldError[]; params?: Record<string, string | number>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = details.errors;
    this.params = details.params;
    this.headers = details.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (entity = 'entity'): AppError => new AppError('NOT_FOUND', 'not_found', { params: { entity } });
export const forbidden = (): AppError => new AppError('FORBIDDEN', 'unauthorized action');
export const conflict = (message: string, field?: string): AppError =>
  new AppError('CONFLICT', message, field ? { errors: [{ field, message }] } : {});
export const invalid = (errors: ThrownFieldError[]): AppError => new AppError('VALIDATION', 'The given data was invalid.', { errors });
