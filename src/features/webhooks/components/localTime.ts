/** A platform date-time in the reader's own time zone and format. */
export const localTime = (iso: string | undefined) => (iso ? new Date(iso).toLocaleString() : '');
