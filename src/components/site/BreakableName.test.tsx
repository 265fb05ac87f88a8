import { render } from '@testing-library/react';
import { BreakableName, nameParts } from './BreakableName';

it('breaks names at camelCase words, underscores and dots', () => {
  expect(nameParts('WorkflowInstanceManagement')).toEqual(['Workflow', 'Instance', 'Management']);
  expect(nameParts('Documents_DownloadDocument')).toEqual(['Documents_', 'Download', 'Document']);
  expect(nameParts('createBulkImportAddUsersRequest: v2.1')).toEqual([
    'create',
    'Bulk',
    'Import',
    'Add',
    'Users',
    'Request: v2.1',
  ]);
  expect(nameParts('HTTPResponse')).toEqual(['HTTPResponse']);
});

it('keeps the text whole for readers and assistive technology', () => {
  const { container } = render(
    <h1>
      <BreakableName name="WorkflowInstanceManagement" />
    </h1>,
  );
  expect(container.querySelectorAll('wbr')).toHaveLength(2);
  expect(container.textContent).toBe('WorkflowInstanceManagement');
});
