import { useId } from 'react';
import { Link } from 'gatsby';
import { useExperiment } from '../useExperiment';
import './nextStep.css';

/** Where a page leads next: the next guide of its section, or the method's explorer. */
export interface NextStepTarget {
  href: string;
  title: string;
  text: string;
}

function NextStepPanel({ path, next }: { path: string; next: NextStepTarget }) {
  const variant = useExperiment('see-next-step', path);
  const id = useId();
  if (variant !== 'nextStep') return null;
  return (
    <aside className="next-step" aria-labelledby={id}>
      <p className="next-step__eyebrow">Next step</p>
      <h2 id={id} className="next-step__title">
        <Link to={next.href}>{next.title}</Link>
      </h2>
      <p>{next.text}</p>
    </aside>
  );
}

/**
 * The see-next-step experiment (docs/behaviour.md §9): at the end of a guide or a method page,
 * the variant `nextStep` shows a "Next step" panel; the control shows nothing. Pages without a
 * next step are not part of the experiment.
 */
export function NextStep({ path, next }: { path: string; next: NextStepTarget | null }) {
  return next ? <NextStepPanel path={path} next={next} /> : null;
}
