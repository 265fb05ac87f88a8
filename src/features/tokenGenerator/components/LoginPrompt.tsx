import { ButtonLink } from '../../../components/ui';
import { loginHref } from '../../user/components/UserMenu';

/** Signed-out visitors see what the tool does and a way to sign in that brings them back. */
export function LoginPrompt({ text, returnTo }: { text: string; returnTo: string }) {
  return (
    <div className="login-prompt">
      <p>{text}</p>
      <ButtonLink variant="primary" href={loginHref(returnTo)}>
        Log in
      </ButtonLink>
    </div>
  );
}
