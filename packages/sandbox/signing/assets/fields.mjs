// The recipient's tabs over the pages: one native control per tab, in reading order, so the
// keyboard meets them as the eye does. Positions are shares of the page, so they follow its size.

const percent = (value, total) => `${(value / total) * 100}%`;

function element(tag, className, attributes = {}) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

export class Fields {
  /** `adopt()` resolves to the adopted signature, or null when the signer cancels. */
  constructor(model, { onChange, adopt }) {
    this.model = model;
    this.onChange = onChange;
    this.adopt = adopt;
    this.signature = null;
    this.entries = [];
  }

  /** Puts the tabs of one page on it. */
  place(page, documentId, pageNumber, size) {
    for (const tab of this.model.tabs) {
      if (tab.documentId !== documentId || tab.pageNumber !== pageNumber) continue;
      const entry = { tab, value: undefined, node: undefined };
      entry.node = this.control(entry);
      const { style } = entry.node;
      style.left = percent(tab.x, size.width);
      style.top = percent(tab.y, size.height);
      style.width = percent(tab.width, size.width);
      style.height = percent(tab.height, size.height);
      style.setProperty('--font-size', `${((tab.fontSize || 11) / size.width) * 100}cqw`);
      if (tab.required) entry.node.classList.add('field--required');
      page.append(entry.node);
      this.entries.push(entry);
    }
  }

  control(entry) {
    const { tab } = entry;
    const name = `${tab.label}${tab.required ? ' (required)' : ''}`;
    if (tab.input === 'sign' || tab.input === 'initial') {
      const node = element('button', 'field field--sign', { type: 'button', 'aria-label': name });
      entry.value = false;
      this.showSignature(entry, node);
      node.onclick = () => this.toggleSignature(entry);
      return node;
    }
    if (tab.input === 'checkbox') {
      const node = element('input', 'field field--check', { type: 'checkbox', 'aria-label': name });
      node.checked = tab.selected;
      node.required = tab.required;
      entry.value = tab.selected;
      node.onchange = () => this.changed(entry, node.checked);
      return node;
    }
    if (tab.input === 'list') {
      const node = element('select', 'field', { 'aria-label': name });
      node.required = tab.required;
      node.append(new Option('Choose…', ''));
      for (const item of tab.listItems ?? []) node.append(new Option(item.text, item.value));
      node.value = tab.value;
      entry.value = node.value;
      node.onchange = () => this.changed(entry, node.value);
      return node;
    }
    if (tab.input === 'text') {
      const node = element('input', 'field', {
        type: tab.format === 'email' ? 'email' : 'text',
        'aria-label': name,
        maxlength: String(tab.maxLength),
      });
      if (['number', 'zip', 'ssn'].includes(tab.format)) node.inputMode = 'numeric';
      if (tab.format === 'date') node.placeholder = 'MM/DD/YYYY';
      node.required = tab.required;
      node.value = tab.value;
      entry.value = tab.value;
      node.oninput = () => this.changed(entry, node.value);
      node.onblur = () => node.setAttribute('aria-invalid', String(!this.valid(entry)));
      return node;
    }
    const node = element('span', 'field field--auto');
    node.append(element('span', 'visually-hidden'), tab.value);
    node.firstChild.textContent = `${tab.label}: `;
    return node;
  }

  changed(entry, value) {
    entry.value = value;
    if (entry.node.getAttribute('aria-invalid') === 'true') {
      entry.node.setAttribute('aria-invalid', String(!this.valid(entry)));
    }
    this.onChange();
  }

  async toggleSignature(entry) {
    if (!entry.value && !this.signature) {
      this.signature = await this.adopt();
      if (!this.signature) return;
    }
    entry.value = !entry.value;
    this.showSignature(entry, entry.node);
    this.onChange();
  }

  showSignature(entry, node) {
    node.setAttribute('aria-pressed', String(entry.value));
    node.replaceChildren();
    const initials = entry.tab.input === 'initial';
    if (!entry.value) {
      node.textContent = initials ? 'Initial' : 'Sign';
      return;
    }
    if (!initials && this.signature.drawnUrl) {
      node.append(element('img', '', { src: this.signature.drawnUrl, alt: '' }));
      return;
    }
    const shown = element('span', 'signature');
    shown.textContent = initials ? this.signature.initials : this.signature.name;
    node.append(shown);
  }

  valid({ tab, value }) {
    if (tab.input !== 'text' || !tab.format || String(value).trim() === '') return true;
    return new RegExp(this.model.formats[tab.format].pattern).test(String(value).trim());
  }

  done(entry) {
    const { tab, value } = entry;
    if (tab.input === 'auto') return true;
    if (tab.input === 'text' || tab.input === 'list')
      return String(value).trim() !== '' && this.valid(entry);
    return value === true;
  }

  /** The fields still to complete: required ones not done, and text not in its format. */
  incomplete() {
    return this.entries.filter(
      (entry) => (entry.tab.required && !this.done(entry)) || !this.valid(entry),
    );
  }

  /** Moves to the next field to complete after the focused one; false when none is left. */
  focusNext() {
    const left = this.incomplete();
    if (left.length === 0) return false;
    const at = this.entries.findIndex((entry) => entry.node === document.activeElement);
    const next = left.find((entry) => this.entries.indexOf(entry) > at) ?? left[0];
    next.node.scrollIntoView({ block: 'center' });
    next.node.focus();
    return true;
  }

  markInvalid(tabId) {
    const entry = this.entries.find((candidate) => candidate.tab.tabId === tabId);
    if (!entry) return;
    entry.node.setAttribute('aria-invalid', 'true');
    entry.node.focus();
  }

  /** What the finish sends: each field the signer completes, by tab id. */
  values() {
    const values = {};
    for (const { tab, value } of this.entries) {
      if (tab.input === 'auto') continue;
      values[tab.tabId] = tab.input === 'text' ? String(value).trim() : value;
    }
    return values;
  }
}
