/** A refusal or failure of the image optimiser, with the status the visitor gets. */
export class ImageError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
