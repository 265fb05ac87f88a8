import { render, screen, within } from '@testing-library/react';
import { ApexClassDetail } from './ApexClassDetail';
import type { ApexClass } from '../../../lib/site/apex';

const envelopeService: ApexClass = {
  name: 'EnvelopeService',
  namespace: 'dfsle',
  kind: 'class',
  summary: 'Creates and sends envelopes.',
  description: '',
  path: '/docs/salesforce/apex/envelopeservice/',
  properties: [{ name: 'id', type: 'Id', description: 'Record id.' }],
  methods: [
    {
      name: 'sendEnvelope',
      signature: 'public static Envelope sendEnvelope(Envelope envelope, Boolean sendNow)',
      description: 'Sends or saves a draft.',
      parameters: [{ name: 'sendNow', type: 'Boolean', description: 'true to send.' }],
      returns: { type: 'Envelope', description: 'The sent envelope.' },
      throws: ['APIException', 'ValidationException'],
    },
    {
      name: 'sendEnvelope',
      signature: 'public static Envelope sendEnvelope(Envelope envelope)',
      description: 'Overload that sends at once.',
      parameters: [],
      returns: null,
      throws: [],
    },
  ],
};

describe('ApexClassDetail', () => {
  it('shows the class name, namespace, summary and properties', () => {
    render(<ApexClassDetail apexClass={envelopeService} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('EnvelopeService');
    expect(screen.getByText('dfsle')).toBeInTheDocument();
    expect(screen.getByText('Creates and sends envelopes.')).toBeInTheDocument();
    const properties = screen.getByRole('region', { name: 'Properties' });
    expect(within(properties).getByRole('cell', { name: 'Record id.' })).toBeInTheDocument();
  });

  it('shows each method with signature, parameters, return type and exceptions', () => {
    render(<ApexClassDetail apexClass={envelopeService} />);
    const [first] = screen.getAllByRole('region', { name: 'sendEnvelope' });
    expect(within(first).getByText(envelopeService.methods[0].signature)).toBeInTheDocument();
    expect(within(first).getByRole('table', { name: 'Parameters' })).toHaveTextContent('sendNow');
    expect(first).toHaveTextContent('Returns Envelope: The sent envelope.');
    expect(first).toHaveTextContent('Throws APIException, ValidationException');
  });

  it('gives overloaded methods distinct anchors', () => {
    render(<ApexClassDetail apexClass={envelopeService} />);
    const ids = screen
      .getAllByRole('heading', { level: 3, name: 'sendEnvelope' })
      .map((heading) => heading.id);
    expect(ids).toEqual(['method-sendenvelope', 'method-sendenvelope-1']);
  });
});
