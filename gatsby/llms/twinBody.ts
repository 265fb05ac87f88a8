/**
 * A twin as the body of one page in llms-full.txt, where each page is an H2: its own H1 left
 * out and its headings two levels down (at most H6), code blocks untouched.
 */
export function twinBody(twin: string): string {
  let fence: string | undefined;
  const lines = twin.replace(/^# .*\n+/, '').split('\n');
  return lines
    .map((line) => {
      const opens = /^(`{3,}|~{3,})/.exec(line)?.[1];
      if (opens && (!fence || line.startsWith(fence))) {
        fence = fence ? undefined : opens;
        return line;
      }
      if (fence) return line;
      return line.replace(
        /^(#{1,6}) /,
        (_, marks: string) => `${'#'.repeat(Math.min(6, marks.length + 2))} `,
      );
    })
    .join('\n')
    .trim();
}
