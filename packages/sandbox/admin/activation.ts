import { randomUUID } from 'node:crypto';
import { secretRoute } from '@developer-center/http';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { escapeHtml } from '../../../lib/htmlText';
import type { SandboxContext } from '../context';
import { ensureFormParser, stringField } from '../http/fields';
import { sandboxPage, sendPage } from '../http/page';
import { hashPassword, randomToken, sha256 } from '../store/hashing';
import type { SandboxTables } from '../store/tables';

/** The activation page of a mailed token, under the platform's mount. */
export const activationPath = (token: string) => `/activate/${encodeURIComponent(token)}`;

/** The fewest characters the platform takes for a password. */
const MIN_PASSWORD = 8;

/**
 * The mail the platform sends a user created through the Admin API: into the sandbox inbox of
 * the account they joined, in the transaction that creates them.
 */
export async function mailActivation(
  trx: Transaction<SandboxTables>,
  user: {
    userId: string;
    accountId: string;
    name: string;
    email: string;
    invitedBy: string;
    at: number;
  },
) {
  const token = randomToken();
  await trx
    .insertInto('user_activations')
    .values({
      token_hash: sha256(token),
      id: randomUUID(),
      user_id: user.userId,
      account_id: user.accountId,
      to_name: user.name,
      to_email: user.email,
      subject: 'Activate your account',
      body: `${user.invitedBy || 'Your administrator'} added you to the account. Activate it and choose your password.`,
      link_token: token,
      created: user.at,
      activated_at: null,
    })
    .execute();
}

function form(email: string, error?: string) {
  return sandboxPage(
    'Activate your account',
    `<h1>Activate your account</h1>
<p>Choose the password you will sign in with as <strong>${escapeHtml(email)}</strong>.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${MIN_PASSWORD}" required>
<label for="confirm">Confirm password</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required>
<button type="submit">Activate</button>
</form>`,
  );
}

const spent = () =>
  sandboxPage(
    'Link no longer valid',
    '<h1>This activation link is no longer valid</h1><p>The account is already active: sign in with your password.</p>',
  );

/**
 * GET /activate/:token shows the form; POST sets the password, after which the user signs in
 * on the OAuth login page as any other. A link works once.
 */
export function registerActivationRoutes(app: FastifyInstance, context: SandboxContext) {
  const secret = secretRoute('token');
  ensureFormParser(app);
  const pending = (token: string) =>
    context.db
      .selectFrom('user_activations')
      .select(['user_id', 'to_email', 'activated_at'])
      .where('token_hash', '=', sha256(token))
      .executeTakeFirst();

  // The token is the link: whoever holds it sets the password, so it never reaches a log line.
  app.get<{ Params: { token: string } }>('/activate/:token', secret, async (request, reply) => {
    const mail = await pending(request.params.token);
    if (!mail) return sendPage(reply, 404, spent());
    if (mail.activated_at !== null) return sendPage(reply, 410, spent());
    return sendPage(reply, 200, form(mail.to_email));
  });

  app.post<{ Params: { token: string } }>('/activate/:token', secret, async (request, reply) => {
    const { token } = request.params;
    const mail = await pending(token);
    if (!mail) return sendPage(reply, 404, spent());
    if (mail.activated_at !== null) return sendPage(reply, 410, spent());
    const password = stringField(request.body, 'password') ?? '';
    const confirm = stringField(request.body, 'confirm') ?? '';
    const problem =
      password.length < MIN_PASSWORD
        ? `The password needs at least ${MIN_PASSWORD} characters.`
        : password !== confirm
          ? 'The passwords do not match.'
          : undefined;
    if (problem) return sendPage(reply, 400, form(mail.to_email, problem));
    const now = Date.now();
    const activated = await context.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('user_activations')
        .set({ activated_at: now })
        .where('token_hash', '=', sha256(token))
        .where('activated_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return false;
      await trx
        .updateTable('users')
        .set({ password_hash: hashPassword(password) })
        .where('id', '=', mail.user_id)
        .execute();
      return true;
    });
    if (!activated) return sendPage(reply, 410, spent());
    return sendPage(
      reply,
      200,
      sandboxPage(
        'Account activated',
        `<h1>Your account is active</h1><p>Sign in as <strong>${escapeHtml(mail.to_email)}</strong> with the password you chose.</p>`,
      ),
    );
  });
}
