import { asObject, text } from '../esignature/call';

/** A field of a web form (the spec's FormField), and the envelope tab it fills. */
export interface FormField {
  name: string;
  label: string;
  type: 'TextBox' | 'Number' | 'Email' | 'Date' | 'Checkbox' | 'RadioButtonGroup' | 'Select';
  required: boolean;
  options?: string[];
  /** Whose tab it fills: the template role, by name. */
  roleName: string;
  /** The tab list and label it fills (`textTabs`/"Company"); none for a role's name or email. */
  tab?: { list: string; label: string };
}

/** A role of the form's template: who signs the envelope a submission sends. */
export interface FormRole {
  roleName: string;
  /** Fixed by the template; otherwise asked on the form (`<Role>_Name`, `<Role>_Email`). */
  name: string;
  email: string;
  routingOrder: number;
}

/**
 * The field types of the tabs a form asks for; signatures are made later, when signing, and a
 * full name tab shows the signer's name.
 */
const TAB_TYPES: Record<string, FormField['type']> = {
  textTabs: 'TextBox',
  noteTabs: 'TextBox',
  companyTabs: 'TextBox',
  titleTabs: 'TextBox',
  numberTabs: 'Number',
  numericalTabs: 'Number',
  emailTabs: 'Email',
  dateTabs: 'Date',
  checkboxTabs: 'Checkbox',
  radioGroupTabs: 'RadioButtonGroup',
  listTabs: 'Select',
};

/** A name the spec allows for a field (`^[A-Za-z][A-Za-z0-9_]{0,99}$`), from a tab label. */
export const fieldName = (label: string) => {
  const name = label.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^[^A-Za-z]+/, '');
  return name.slice(0, 100);
};

const asList = (value: unknown) => (Array.isArray(value) ? value.map(asObject) : []);

function optionsOf(list: string, tab: Record<string, unknown>) {
  if (list === 'radioGroupTabs') return asList(tab.radios).map((radio) => text(radio.value));
  if (list === 'listTabs') {
    return asList(tab.listItems).map((item) => text(item.value) || text(item.text));
  }
  return undefined;
}

/**
 * The fields a form asks for, from its template's signer roles: each role's fillable tabs by
 * label (a radio group by its group name), and the role's name and email where the template
 * leaves them to the sender.
 */
export function formFields(recipients: unknown): { roles: FormRole[]; fields: FormField[] } {
  const signers = asList(asObject(recipients).signers);
  const roles: FormRole[] = [];
  const fields: FormField[] = [];
  const taken = new Set<string>();
  const add = (field: FormField) => {
    if (!field.name || taken.has(field.name)) return;
    taken.add(field.name);
    fields.push(field);
  };
  for (const [index, signer] of signers.entries()) {
    const roleName = text(signer.roleName) || `Signer ${index + 1}`;
    const role = {
      roleName,
      name: text(signer.name),
      email: text(signer.email),
      routingOrder: Number(signer.routingOrder) || 1,
    };
    roles.push(role);
    const prefix = fieldName(roleName) || `Signer${index + 1}`;
    if (!role.name) {
      add({
        name: `${prefix}_Name`,
        label: `${roleName}: name`,
        type: 'TextBox',
        required: true,
        roleName,
      });
    }
    if (!role.email) {
      add({
        name: `${prefix}_Email`,
        label: `${roleName}: email`,
        type: 'Email',
        required: true,
        roleName,
      });
    }
    for (const [list, tabs] of Object.entries(asObject(signer.tabs))) {
      const type = TAB_TYPES[list];
      if (!type) continue;
      for (const tab of asList(tabs)) {
        const label = list === 'radioGroupTabs' ? text(tab.groupName) : text(tab.tabLabel);
        const options = optionsOf(list, tab);
        add({
          name: fieldName(label),
          label,
          type,
          required: tab.required === true || tab.required === 'true',
          ...(options ? { options: options.filter(Boolean) } : {}),
          roleName,
          tab: { list, label },
        });
      }
    }
  }
  return { roles, fields };
}
