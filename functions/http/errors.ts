/** Errors only the router raises. */

/** A known path asked with a method it does not serve. */
export class MethodNotAllowedError extends Error {
  constructor(
    message: string,
    readonly allow: string[],
  ) {
    super(message);
  }
}
