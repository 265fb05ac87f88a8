// The shared components of the design system; their look lives in ui.css on tokens.css.
export { Button, ButtonLink, buttonClass } from './Button';
export type { ButtonVariant } from './Button';
export { Field } from './Field';
export { Select } from './Select';
export type { SelectOption } from './Select';
export { Card } from './Card';
export { Badge } from './Badge';
export type { BadgeTone } from './Badge';
export { CodeBlock } from './CodeBlock';
export { Tabs } from './Tabs';
export type { Tab } from './Tabs';
export { Modal } from './Modal';
export { useFocusTrap } from './useFocusTrap';
export { TableScroll } from './TableScroll';
