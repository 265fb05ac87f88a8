/**
 * The sandbox inbox: the mails the embedded platform would have sent for an account's
 * envelopes (a remote signer's invitation with its signing link). The sandbox's management API
 * answers it, GET /api/inbox passes it through, the inbox page shows it.
 */

/** One mail. */
export interface InboxMail {
  mailId: string;
  /**
   * An activation mail (a user created through the Admin API): no envelope, and signingUrl
   * opens the page where they activate and choose their password.
   */
  kind?: 'activation';
  envelopeId: string;
  recipientId: string;
  to: { name: string; email: string };
  /** The envelope's emailSubject. */
  subject: string;
  /** The envelope's emailBlurb, or the platform's sentence when it has none. */
  body: string;
  /** Opens the recipient's signing ceremony, until the recipient has acted. */
  signingUrl: string;
  /** Whether the link still opens a signing: envelope in process, recipient yet to act. */
  linkActive: boolean;
  sentDateTime: string;
}

/** A page of an account's mails, newest first. */
export interface InboxPage {
  mails: InboxMail[];
  totalCount: number;
  startPosition: number;
}

/** Mails per page: the default and the most one call may ask for. */
export const INBOX_PAGE_SIZE = 50;
export const INBOX_MAX_PAGE_SIZE = 100;
