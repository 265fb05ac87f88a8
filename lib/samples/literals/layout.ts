/** Items one to a line, one level in from `indent`, between an opening and a closing text. */
export function block(
  open: string,
  items: string[],
  close: string,
  indent: string,
  unit: string,
  separator = ',',
): string {
  if (items.length === 0) return `${open}${close}`;
  const inner = items.map((item) => `${indent}${unit}${item}${separator}`).join('\n');
  return `${open}\n${inner}\n${indent}${close}`;
}

/** A string in single quotes, as JavaScript, Python, PHP and Ruby write it. */
export function singleQuoted(text: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r');
  return `'${escaped}'`;
}

/** A string in double quotes with C-family escapes (Java, C#, Go). */
export function doubleQuoted(text: string): string {
  return JSON.stringify(text);
}
