// Signing: the view operations' one-time URLs, the ceremony and read-only envelope pages they
// open, and the sandbox inbox of remote signers' mails (README.md).
export { recipientView, senderView, correctView } from './views';
export { registerSigningRoutes } from './routes';
export { inboxListener } from './inbox';
export { purgeSigning } from './links';
