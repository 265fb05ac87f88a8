import { SANDBOX_INBOX_PATH, WEBHOOK_DELIVERIES_PATH } from './sitePaths';

/**
 * What a method page points to when its operation has something to try in the embedded
 * platform beyond its answer: the signing ceremony a recipient view opens, the sandbox inbox
 * where remote signers' mails land, the webhook deliveries Connect sends. By operationId, which
 * the eSignature API's versions share.
 */
export interface SandboxToolLink {
  href: string;
  text: string;
}

const INBOX: SandboxToolLink = {
  href: SANDBOX_INBOX_PATH,
  text: 'Remote signers’ emails land in your sandbox inbox, with their signing links.',
};
const DELIVERIES: SandboxToolLink = {
  href: WEBHOOK_DELIVERIES_PATH,
  text: 'See each webhook the sandbox sends for your envelopes on the Webhook deliveries page: resend one, or send a test event.',
};
// The spec says what the real platform requires (an HTTPS listener); the embedded one also
// delivers to plain http on the developer's own machine (packages/sandbox/webhooks), which the
// page must say beside it, or a reader believes a local listener needs a certificate.
const LOOPBACK_LISTENER: SandboxToolLink = {
  href: '/platform/webhooks/#try-it-here',
  text: 'The platform delivers only to an HTTPS address; the sandbox also delivers to plain http on your own machine (http://127.0.0.1:3000/connect, localhost), so a local listener needs no certificate.',
};
const SIGNING: SandboxToolLink = {
  href: '/platform/build-integration/',
  text: 'The URL it answers opens the sandbox’s signing ceremony: sign, decline or finish later.',
};

const LINKS: { operations: RegExp; links: SandboxToolLink[] }[] = [
  { operations: /^Views_PostEnvelopeRecipientView$/, links: [SIGNING] },
  {
    operations: /^(Envelopes_PostEnvelopes|Envelopes_PutEnvelope|Recipients_\w+)$/,
    links: [INBOX, DELIVERIES],
  },
  {
    operations: /^ConnectConfigurations_(Post|Put)ConnectConfiguration$/,
    links: [LOOPBACK_LISTENER],
  },
  { operations: /^(ConnectConfigurations|ConnectEvents|ConnectPublish)_\w+$/, links: [DELIVERIES] },
];

export function sandboxToolLinks(operationId: string | undefined): SandboxToolLink[] {
  if (!operationId) return [];
  return LINKS.filter((entry) => entry.operations.test(operationId)).flatMap(
    (entry) => entry.links,
  );
}
