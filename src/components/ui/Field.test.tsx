import { render, screen } from '@testing-library/react';
import { Button, ButtonLink } from './Button';
import { Field } from './Field';
import { CodeBlock } from './CodeBlock';

describe('Field', () => {
  it('labels a control with a generated id and announces its error', () => {
    render(
      <Field label="Email" hint="We never share it" error="Enter an address">
        <input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.id).not.toBe('');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Enter an address');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an address');
  });

  it('keeps the control’s own id and described-by, marks it required outside the name', () => {
    render(
      <>
        <p id="elsewhere">Shown above</p>
        <Field
          label="accountId"
          required
          error="Required"
          announceError={false}
          after={<Button small>Remove accountId</Button>}
        >
          <input id="explorer-path-accountId" aria-describedby="elsewhere" />
        </Field>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'accountId' });
    expect(input.id).toBe('explorer-path-accountId');
    expect(screen.getByLabelText('accountId')).toBe(input);
    expect(input).toHaveAccessibleDescription('Shown above Required');
    expect(document.getElementById('explorer-path-accountId-error')).toHaveTextContent('Required');
    // An error that changes as the user types is shown, not announced.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTitle('required')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Remove accountId' })).toHaveClass('btn--small');
  });

  it('labels a select too', () => {
    render(
      <Field label="Environment">
        <select defaultValue="demo">
          <option>demo</option>
        </select>
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'Environment' })).toHaveValue('demo');
  });
});

describe('Button and ButtonLink', () => {
  it('is a button of type button by default, in the chosen look', () => {
    render(<Button variant="ghost">×</Button>);
    const button = screen.getByRole('button', { name: '×' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('btn', 'btn--ghost');
  });

  it('a link that looks like a button stays a link', () => {
    render(
      <ButtonLink variant="primary" href="/auth/login" download>
        Log in
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link).toHaveAttribute('href', '/auth/login');
    expect(link).toHaveAttribute('download');
    expect(link).toHaveClass('btn', 'btn--primary');
  });
});

describe('CodeBlock', () => {
  it('puts the test id on the code it shows', () => {
    render(<CodeBlock code="curl -X GET" testId="explorer-curl" />);
    expect(screen.getByTestId('explorer-curl')).toHaveTextContent('curl -X GET');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });
});
