import { useState } from 'react';
import { createEmbedCode, type EmbedCode } from './embedCode';

/** The embed's code for as long as the page is open (embedCode.ts). */
export function useEmbedCode(original: string): EmbedCode {
  return useState(() => createEmbedCode(original))[0];
}
