import type { InboxMail } from '../../../../lib/inbox/contract';
import { Badge, ButtonLink, Card } from '../../../components/ui';

/** One mail: who it went to, when, its subject and message, and its signing link. */
export function InboxMailCard({ mail }: { mail: InboxMail }) {
  const sent = new Date(mail.sentDateTime);
  const headingId = `mail-${mail.mailId}`;
  return (
    <Card as="li" className="inbox-mail">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="inbox-mail__subject">
          {mail.subject || '(no subject)'}
        </h2>
        <p className="inbox-mail__meta">
          To {mail.to.name} &lt;{mail.to.email}&gt; ·{' '}
          <time dateTime={mail.sentDateTime}>{sent.toLocaleString()}</time>
        </p>
        <p>{mail.body}</p>
        <p className="inbox-mail__actions">
          {mail.linkActive ? (
            <>
              <ButtonLink variant="primary" href={mail.signingUrl}>
                {mail.kind === 'activation' ? 'Activate account' : 'Review and sign'}
              </ButtonLink>
              <Badge tone="warning">Waiting for {mail.to.name}</Badge>
            </>
          ) : (
            <Badge tone="success">
              No longer waiting: the recipient acted or the envelope ended
            </Badge>
          )}
        </p>
      </article>
    </Card>
  );
}
