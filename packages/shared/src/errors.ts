// The one error vocabulary (api-spec §8). Server maps code → status; web reads the codes back.
export const ERROR_STATUS = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  VALIDATION: 422,
  BAD_REQUEST: 400,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  SUBSCRIPTION_EXPIRED: 402,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const NOT_AUTHORIZED_REASON = 'NOT AUTHORIZED';
export const UNAUTHORIZED_ACTION = 'unauthorized action';
export const GIVEN_DATA_INVALID = 'The given data was invalid.';

export interface FieldError {
  field: string;
  message: string;
}

/** Body of every error answer. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  reason?: string;
  errors?: FieldError[];
}
