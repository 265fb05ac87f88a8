import { CLICKWRAP_STEPS, progressOf, type ClickwrapStep } from '../clickwrap';

const LABELS: Record<ClickwrapStep, string> = {
  identifier: 'Identifier',
  render: 'Render clickwrap',
  success: 'Success',
};

/** The steps as progress items (docs/behaviour.md §4): incomplete, visited, current. */
export function ProgressItems({ current }: { current: ClickwrapStep }) {
  return (
    <ol className="progress-items" aria-label="Progress">
      {CLICKWRAP_STEPS.map((step) => {
        const status = progressOf(step, current);
        return (
          <li
            key={step}
            className={`progress-items__item progress-items__item--${status}`}
            data-status={status}
            aria-current={status === 'current' ? 'step' : undefined}
          >
            {LABELS[step]}
          </li>
        );
      })}
    </ol>
  );
}
