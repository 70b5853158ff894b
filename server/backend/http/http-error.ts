/** An error with the status and message the backend answers with (`{ error: message }`). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = () => new HttpError(401, 'Unauthorized');
export const notFound = (message: string) => new HttpError(404, message);
/**
 * A well-formed request the store cannot carry out (unknown variant, sold out). The message
 * starts with the field's path ('lineItems.0.variantId: Unknown variant'), which the answer
 * names as `field` too, as a 400 does.
 */
export const unprocessable = (message: string) => new HttpError(422, message, /^([A-Za-z0-9_.]+): /.exec(message)?.[1]);
