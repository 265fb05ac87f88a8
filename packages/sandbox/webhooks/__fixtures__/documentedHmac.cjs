// The platform's documented Node.js HMAC validation, verbatim from its guide "How to validate an
// HMAC signature" (the guide's Node.js source: docusign/code-examples-node,
// lib/connect/examples/validateWebhookMessage.js, MIT licence). Kept unchanged (and out of
// Prettier) so the test proves listeners written from the guide accept the sandbox's signatures.
const crypto = require('crypto');

const computeHash = (args) => {
  const hmac = crypto.createHmac('sha256', args.secret);
  hmac.write(args.payload);
  hmac.end();
  return hmac.read().toString('base64');
};

const isHashValid = (args) => {
  return crypto.timingSafeEqual(Buffer.from(args.verify, 'base64'), Buffer.from(computeHash(args), 'base64'));
};

module.exports = { computeHash, isHashValid };
