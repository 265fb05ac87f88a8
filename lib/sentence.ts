/**
 * A message as a reader's sentence: a capital first letter and a full stop. Server checks name
 * their field first ("email is required"), which reads as a developer's note on a form or page.
 */
export function asSentence(message: string): string {
  const text = message.trim().replace(/\s+/g, ' ');
  if (text === '') return text;
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…:]$/.test(capital) ? capital : `${capital}.`;
}
