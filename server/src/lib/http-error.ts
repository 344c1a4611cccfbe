/** An error with an HTTP status and a French `detail` for the caller. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, detail: string) {
    super(detail);
    this.statusCode = statusCode;
  }
}

export const notFound = (detail: string) => new HttpError(404, detail);
export const badRequest = (detail: string) => new HttpError(400, detail);
export const unprocessable = (detail: string) => new HttpError(422, detail);
export const unauthorized = (detail = 'Authentification requise') => new HttpError(401, detail);
export const conflict = (detail: string) => new HttpError(409, detail);

/** `value`, or a 404 with `detail` when there is none (an unknown id or slug). */
export function found<T>(value: T | null | undefined, detail: string): T {
  if (value === null || value === undefined) throw notFound(detail);
  return value;
}
