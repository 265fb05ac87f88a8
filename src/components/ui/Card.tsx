import type { ReactNode } from 'react';

/** A bordered box for one item or group; `as` keeps lists and sections semantic. */
export function Card({
  children,
  as: Tag = 'div',
  className,
}: {
  children: ReactNode;
  as?: 'div' | 'li' | 'section' | 'article';
  className?: string;
}) {
  return <Tag className={`ui-card ${className ?? ''}`.trim()}>{children}</Tag>;
}
