import { render, screen } from '@testing-library/react';
import { ResponseBody } from './ResponseBody';

jest.mock('@monaco-editor/react', () =>
  jest.requireActual('../../../../test-utils/monacoEditorDouble'),
);
jest.mock('./monacoSetup', () => ({ loadMonaco: () => Promise.resolve() }));

// The editor loads lazily: on a busy machine that takes longer than findBy's default second.
const editor = () => screen.findByRole('textbox', { name: 'Response body' }, { timeout: 10_000 });

describe('ResponseBody', () => {
  it('shows a JSON body in a read-only JSON editor, keeping the full text for copy and tests', async () => {
    const text = JSON.stringify({ envelopeId: 'e-1', status: 'created' }, null, 2);
    render(<ResponseBody text={text} />);
    const field = (await editor()) as HTMLTextAreaElement;
    expect(field.value).toBe(text);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAttribute('data-language', 'json');
    const pre = screen.getByTestId('explorer-response-body');
    expect(pre.textContent).toBe(text);
    expect(pre).not.toBeVisible();
  });

  it('shows a body that is not JSON as plain text', async () => {
    render(<ResponseBody text="<html>oops</html>" />);
    expect(await editor()).toHaveAttribute('data-language', 'plaintext');
  });

  it('says "(empty)" for an empty body, without an editor', () => {
    render(<ResponseBody text="" />);
    expect(screen.getByTestId('explorer-response-body')).toHaveTextContent('(empty)');
    expect(screen.getByTestId('explorer-response-body')).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
