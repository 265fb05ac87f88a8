// Display models of the Apex toolkit reference (content/docs/salesforce/apex/*.yaml).

/** A parameter of an Apex method or constructor. */
export interface ApexParameter {
  name: string;
  type: string;
  description: string;
}

/** One method of an Apex class, as the reference shows it. */
export interface ApexMethod {
  name: string;
  signature: string;
  description: string;
  parameters: ApexParameter[];
  returns: { type: string; description: string } | null;
  throws: string[];
  example?: string;
}

/** A property (field) of an Apex class. */
export interface ApexProperty {
  name: string;
  type: string;
  description: string;
}

/** A class of the Apex toolkit with its members; `path` is its reference page. */
export interface ApexClass {
  name: string;
  namespace: string;
  kind: 'class' | 'enum' | 'interface';
  summary: string;
  description: string;
  path: string;
  properties: ApexProperty[];
  methods: ApexMethod[];
}

/** The line of the class list: enough to link to the class page. */
export type ApexClassSummary = Pick<ApexClass, 'name' | 'namespace' | 'kind' | 'summary' | 'path'>;
