/**
 * docs/behaviour.md §9: the platform's host environments, which a Postman environment and a
 * clickwrap can point at. Shared by the browser forms, the server's Postman routes and the
 * sandbox's clickwrap definitions.
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

export type HostEnvironment = (typeof HOST_ENVIRONMENTS)[number];

export const isHostEnvironment = (value: string): value is HostEnvironment =>
  (HOST_ENVIRONMENTS as readonly string[]).includes(value);
