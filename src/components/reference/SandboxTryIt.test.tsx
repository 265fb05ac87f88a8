import { render, screen } from '@testing-library/react';
import { SandboxTryIt } from './SandboxTryIt';

test('an envelope operation points to the sandbox inbox and the webhook deliveries', () => {
  render(<SandboxTryIt operationId="Envelopes_PostEnvelopes" />);
  const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
  expect(links).toEqual(['/tools/sandbox-inbox/', '/tools/webhook-deliveries/']);
  expect(screen.getByRole('complementary', { name: 'Try it in the sandbox' })).toBeInTheDocument();
});

test('the recipient view points to signing, Connect to the deliveries, others to nothing', () => {
  const { rerender, container } = render(
    <SandboxTryIt operationId="Views_PostEnvelopeRecipientView" />,
  );
  expect(screen.getByRole('link', { name: /signing ceremony/ })).toBeInTheDocument();
  rerender(<SandboxTryIt operationId="ConnectConfigurations_PostConnectConfiguration" />);
  expect(screen.getByRole('link', { name: /Webhook deliveries page/ }).getAttribute('href')).toBe(
    '/tools/webhook-deliveries/',
  );
  rerender(<SandboxTryIt operationId="Brands_GetBrands" />);
  expect(container).toBeEmptyDOMElement();
});
