import type { ExampleModel } from '../../../../lib/reference/model';
import { Field, Select } from '../../../components/ui';

/** Which of the page's request examples the body starts from, when the spec gives several. */
export function ExamplePicker({
  examples,
  selected,
  disabled,
  onPick,
}: {
  examples: ExampleModel[];
  selected: number;
  disabled: boolean;
  onPick: (index: number) => void;
}) {
  return (
    <Field label="Start from example" className="explorer-example">
      <Select
        value={String(selected)}
        disabled={disabled}
        options={examples.map((example, index) => ({
          value: String(index),
          label: example.summary ?? example.name,
        }))}
        onChange={(event) => onPick(Number(event.target.value))}
      />
    </Field>
  );
}
