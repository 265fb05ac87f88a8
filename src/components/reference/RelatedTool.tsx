/**
 * A tool page of this site that shows what an operation does on the platform, by the
 * operation's id (its prefix in the platform's specs): the Connect operations → the Webhook
 * deliveries page, where the messages they cause can be watched.
 */
const RELATED_TOOLS: { prefixes: string[]; href: string; text: string }[] = [
  {
    prefixes: ['ConnectConfigurations_', 'ConnectEvents_', 'ConnectPublish_'],
    href: '/tools/webhook-deliveries/',
    text: 'Watch the messages your Connect configurations send on the Webhook deliveries page.',
  },
];

export function RelatedTool({ operationId }: { operationId: string | undefined }) {
  const tool = RELATED_TOOLS.find((candidate) =>
    candidate.prefixes.some((prefix) => operationId?.startsWith(prefix)),
  );
  if (!tool) return null;
  return (
    <p className="ref-related-tool">
      <a href={tool.href}>{tool.text}</a>
    </p>
  );
}
