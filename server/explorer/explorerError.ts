import { HttpError } from '../http/errors';

/** A refused explorer request: 400 (or the given status) naming the field at fault. */
export class ExplorerInputError extends HttpError {
  constructor(
    readonly field: string,
    message: string,
    status = 400,
  ) {
    super(status, message, { field });
    this.name = 'ExplorerInputError';
  }
}
