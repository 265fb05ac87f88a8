import { isFlagOn } from '../../features/flags/flags';

/**
 * The header's brand. The rebranded logo (flag rebrandedLogo) is the new mark, a signature
 * stroke in a rounded square, beside the name; otherwise the name alone, as before.
 */
export function BrandLogo() {
  if (!isFlagOn('rebrandedLogo'))
    return <span className="brand brand--classic">Developer Center</span>;
  return (
    <span className="brand brand--rebranded">
      <svg className="brand__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.18" />
        <path
          d="M6 21c3-1 5-7 7-7s1 6 3 6 3-5 5-5 2 3 5 3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M7 25h18" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span className="brand__name">Developer Center</span>
    </span>
  );
}
