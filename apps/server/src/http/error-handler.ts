// One error handler: AppError code → status, validation issues → every field problem listed, anything else a logged 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, GIVEN_DATA_INVALID, NOT_AUTHORIZED_REASON, type ErrorBody, type ErrorCode, type FieldError } from '@comptoir/shared';
import { AppError } from '../lib/app-error';
import { hasMessage, translate } from '../lib/messages';
import { uniqueViolationRule } from '../lib/unique-rules';

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function issueMessage(locale: string, issue: ValidationIssue): string {
  const p = issue.params ?? {};
  const msg = issue.message ?? '';
  if (msg && translate('en', msg) !== msg) return translate(locale, msg); // a custom message key
  switch (issue.keyword ?? '') {
    case 'invalid_type':
      return /undefined/.test(msg) ? translate(locale, 'required') : translate(locale, 'invalid_type');
    case 'too_small':
      if (p.origin === 'string') return translate(locale, Number(p.minimum) <= 1 ? 'required' : 'too_short', { min: String(p.minimum) });
      return translate(locale, 'too_small', { min: String(p.minimum) });
    case 'too_big':
      return translate(locale, p.origin === 'string' ? 'too_long' : 'too_big', { max: String(p.maximum) });
    case 'invalid_format':
      return translate(locale, p.format === 'email' ? 'invalid_email' : 'invalid_value');
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_enum_value':
      return translate(locale, 'invalid_value');
    default:
      return msg || translate(locale, 'invalid_value');
  }
}

export function validationErrors(locale: string, issues: ValidationIssue[]): FieldError[] {
  return issues.map((issue) => ({
    field: (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_',
    message: issueMessage(locale, issue),
  }));
}

function send(reply: FastifyReply, code: ErrorCode, body: Omit<ErrorBody, 'code'>): FastifyReply {
  return reply.status(ERROR_STATUS[code]).send({ code, ...body });
}

const ABORT_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/** The browser went away mid-request (a tab closed, a fetch aborted, an upload cancelled): no fault of the server. */
export function isClientAbort(error: unknown, request: FastifyRequest): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const abortLike = (code !== undefined && ABORT_CODES.has(code)) || (error as Error | null)?.message === 'aborted';
  const raw = request.raw;
  return abortLike && (raw.aborted || raw.destroyed || raw.socket?.destroyed === true);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      // A 404 names what was not found when there are words for it (`not_found_client`), else the generic message.
      const named = error.message === 'not_found' && error.params?.entity ? `not_found_${error.params.entity}` : null;
      const key = named && hasMessage(named) ? named : error.message;
      const message = translate(locale, key, error.params);
      const body: Omit<ErrorBody, 'code'> = { message };
      if (error.code === 'UNAUTHENTICATED') body.reason = NOT_AUTHORIZED_REASON;
      if (error.errors) body.errors = error.errors.map((e) => ({ field: e.field, message: translate(locale, e.message, e.params) }));
      return send(reply, error.code, body);
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      return send(reply, 'VALIDATION', {
        message: translate(locale, GIVEN_DATA_INVALID),
        errors: validationErrors(locale, fe.validation as ValidationIssue[]),
      });
    }
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.statusCode === 413) {
      return send(reply, 'PAYLOAD_TOO_LARGE', { message: translate(locale, 'payload_too_large') });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return send(reply, 'BAD_REQUEST', { message: translate(locale, 'bad_request') });
    }
    // A unique index caught what a pre-check could not (a concurrent insert): the rule's 409.
    const rule = uniqueViolationRule(error);
    if (rule) {
      const message = translate(locale, rule.message);
      return send(reply, 'CONFLICT', { message, errors: [{ field: rule.field, message }] });
    }
    if (isClientAbort(error, request)) {
      // Not an ERROR with a stack: the client gave up; one info line says so (its answer goes nowhere).
      request.log.info({ code: (error as NodeJS.ErrnoException).code ?? 'aborted', url: request.url }, 'request aborted by the client');
      return send(reply, 'BAD_REQUEST', { message: translate(locale, 'bad_request') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL', { message: translate(locale, 'internal') });
  });
}
