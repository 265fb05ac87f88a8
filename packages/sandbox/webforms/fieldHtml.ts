import { escapeHtml } from '../../../lib/htmlText';
import type { FormField } from './fields';
import { isChecked, valueText } from './values';

const INPUT_TYPES: Partial<Record<FormField['type'], string>> = {
  TextBox: 'text',
  Number: 'number',
  Email: 'email',
  Date: 'date',
};

/** One field of the form page, labelled, its problem announced and tied to it. */
export function fieldHtml(field: FormField, value: unknown, problem?: string) {
  const id = `field-${field.name}`;
  const name = escapeHtml(field.name);
  const label = escapeHtml(field.label) + (field.required ? ' (required)' : '');
  const described = problem ? ` aria-invalid="true" aria-describedby="${id}-problem"` : '';
  const required = field.required ? ' required' : '';
  const note = problem ? `<p class="problem" id="${id}-problem">${escapeHtml(problem)}</p>` : '';
  const current = valueText(value);
  if (field.type === 'Checkbox') {
    const checked = isChecked(value) ? ' checked' : '';
    return `<div class="field"><label class="choice"><input type="checkbox" name="${name}" value="true"${checked}${described}> ${label}</label>${note}</div>`;
  }
  if (field.type === 'RadioButtonGroup') {
    const radios = (field.options ?? []).map(
      (option) =>
        `<label class="choice"><input type="radio" name="${name}" value="${escapeHtml(option)}"${option === current ? ' checked' : ''}${required}> ${escapeHtml(option)}</label>`,
    );
    return `<fieldset class="field"${described}><legend>${label}</legend>${radios.join('')}${note}</fieldset>`;
  }
  if (field.type === 'Select') {
    const options = ['', ...(field.options ?? [])].map(
      (option) =>
        `<option value="${escapeHtml(option)}"${option === current ? ' selected' : ''}>${escapeHtml(option)}</option>`,
    );
    return `<div class="field"><label for="${id}">${label}</label><select id="${id}" name="${name}"${required}${described}>${options.join('')}</select>${note}</div>`;
  }
  const type = INPUT_TYPES[field.type] ?? 'text';
  const step = field.type === 'Number' ? ' step="any"' : '';
  return `<div class="field"><label for="${id}">${label}</label><input id="${id}" type="${type}" name="${name}" value="${escapeHtml(current)}"${step}${required}${described}>${note}</div>`;
}
