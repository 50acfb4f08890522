/** A button that copies a text to the clipboard and says so ("Copied") until the text changes or copying fails. */
import { useEffect, useState } from 'preact/hooks';

export function CopyButton(props: { text: string; label: string; copiedLabel: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => setCopied(false), [props.text]);
  return (
    <button
      type="button"
      class="btn"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(props.text);
          setCopied(true);
        } catch {
          setCopied(false);
        }
      }}
    >
      {copied ? props.copiedLabel : props.label}
    </button>
  );
}
