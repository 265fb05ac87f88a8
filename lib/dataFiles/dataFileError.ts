/**
 * A data file that cannot be used as it is: the message names the file and what to do. Start-up
 * stops on it, so nothing is ever replaced silently (an empty database or secret file is a
 * failed copy or a full disk, not a fresh start).
 */
export class DataFileError extends Error {
  constructor(
    readonly file: string,
    problem: string,
    advice: string,
  ) {
    super(`${file} ${problem}; ${advice}`);
    this.name = 'DataFileError';
  }
}
