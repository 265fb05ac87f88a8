import { render, screen } from '@testing-library/react';
import { RelatedTool } from './RelatedTool';

test('the Connect operations link to the Webhook deliveries page; others link nowhere', () => {
  const { rerender, container } = render(
    <RelatedTool operationId="ConnectConfigurations_PostConnectConfiguration" />,
  );
  expect(screen.getByRole('link')).toHaveAttribute('href', '/tools/webhook-deliveries/');
  rerender(<RelatedTool operationId="ConnectEvents_GetConnectLogs" />);
  expect(screen.getByRole('link')).toHaveAttribute('href', '/tools/webhook-deliveries/');
  rerender(<RelatedTool operationId="ConnectedFields_GetTabGroups" />);
  expect(container).toBeEmptyDOMElement();
  rerender(<RelatedTool operationId={undefined} />);
  expect(container).toBeEmptyDOMElement();
});
