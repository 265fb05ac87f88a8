import { useEffect, useState } from 'react';
import { Button } from '../ui/Button';

/** A button that copies a text and says whether it worked. */
export function CopyButton({
  text,
  label = 'Copy code',
  className = 'ref-copy',
}: {
  text: string;
  label?: string;
  className?: string;
}) {
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  // A new text has not been copied yet.
  useEffect(() => setCopied('idle'), [text]);
  const copy = () => {
    // The clipboard API exists only in secure contexts (https or localhost).
    if (!navigator.clipboard) {
      setCopied('failed');
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => setCopied('done'),
      () => setCopied('failed'),
    );
  };
  // Nothing to copy, no button.
  if (text.trim() === '') return null;
  return (
    <Button small className={className} onClick={copy}>
      {copied === 'done' ? 'Copied' : copied === 'failed' ? 'Copy failed' : label}
    </Button>
  );
}
