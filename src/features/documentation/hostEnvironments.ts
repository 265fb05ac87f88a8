/**
 * docs/behaviour.md §9: the environments a Postman environment can point at. The server keeps the same
 * list (server/postman/environment.ts, which needs Node's crypto); a test holds them equal.
 */
export const HOST_ENVIRONMENTS = [
  'demo',
  'stage',
  'na1',
  'na2',
  'na3',
  'na4',
  'eu',
  'ca',
  'au',
  'jp1',
] as const;
