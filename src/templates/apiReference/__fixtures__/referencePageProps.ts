import type { ReferencePageProps } from '../referencePage';

/** The props Gatsby gives a reference template whose page query returned `page`. */
export const referencePageProps = <Context>(
  page: Context,
  location?: Partial<Location>,
): ReferencePageProps<Context> =>
  ({
    data: { referencePage: page },
    pageContext: { referencePage: 'unit-test' },
    location,
  }) as unknown as ReferencePageProps<Context>;
