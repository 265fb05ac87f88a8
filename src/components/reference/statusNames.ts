import { STATUS_NAMES } from '../../../lib/explorer/contract';

/** The name of a response's status code (docs/behaviour.md §8), '' for codes without one. */
export function statusName(status: string): string {
  if (status === 'default') return 'Default response';
  return STATUS_NAMES[Number(status)] ?? '';
}
