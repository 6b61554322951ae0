import { deserializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { LineBuffer } from './lineBuffer';

// Both ends read newline-delimited JSON-RPC the way the SDK's stdio transports do: one message
// per line, and a line that is not a valid message is reported to onerror and skipped.

export function messageReader(
  handlers: () => { onmessage?: (message: JSONRPCMessage) => void; onerror?: (error: Error) => void },
): { read(text: string): void; clear(): void } {
  const lines = new LineBuffer();
  return {
    read(text) {
      for (const line of lines.push(text)) {
        const { onmessage, onerror } = handlers();
        try {
          onmessage?.(deserializeMessage(line));
        } catch (error) {
          onerror?.(error instanceof Error ? error : new Error(String(error)));
        }
      }
    },
    clear: () => lines.clear(),
  };
}
