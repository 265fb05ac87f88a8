// Sidebar line limits of docs/behaviour.md §9, the one place they are set. Longer text is cut with an
// ellipsis by the .line-clamp-N classes of src/styles/site.css.

/** Lines an item may take before it is cut. */
export const LINE_LIMITS = {
  /** The API reference's title at the top of its sidebar. */
  apiReference: 1,
  /** A method item of the API reference sidebar. */
  method: 1,
  /** Every item of an old (legacy version) reference sidebar: its names run long. */
  oldReference: 20,
  /** Anything else: category and resource items, the docs navigation. */
  default: 2,
} as const;

export type LineLimit = (typeof LINE_LIMITS)[keyof typeof LINE_LIMITS];

/** The class that cuts text at `lines` lines. */
export function lineClampClass(lines: LineLimit): string {
  return `line-clamp-${lines}`;
}

/** The limits of each kind of item in a reference sidebar, legacy versions or not. */
export function referenceSidebarLimits(
  legacy: boolean,
): Record<'title' | 'section' | 'method', LineLimit> {
  if (legacy) {
    return {
      title: LINE_LIMITS.oldReference,
      section: LINE_LIMITS.oldReference,
      method: LINE_LIMITS.oldReference,
    };
  }
  return {
    title: LINE_LIMITS.apiReference,
    section: LINE_LIMITS.default,
    method: LINE_LIMITS.method,
  };
}
