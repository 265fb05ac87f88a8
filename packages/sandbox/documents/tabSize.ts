// Box sizes when a tab gives none, near the platform's own tabs. The stamp and the signing
// ceremony's overlay both use them, so a tab sits in the same box on the page and in the PDF.
const DEFAULT_SIZE: Record<string, [number, number]> = {
  signHere: [150, 40],
  initialHere: [60, 30],
  checkbox: [12, 12],
};
const VALUE_SIZE: [number, number] = [160, 16];

/** A tab's box in points: its own width and height where given, else its type's default. */
export function tabBoxSize(
  tabType: string,
  width?: number,
  height?: number,
): { width: number; height: number } {
  const [defaultWidth, defaultHeight] = DEFAULT_SIZE[tabType] ?? VALUE_SIZE;
  return { width: width || defaultWidth, height: height || defaultHeight };
}
