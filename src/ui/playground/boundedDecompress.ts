// lz-string's decompressFromEncodedURIComponent, with a limit on what it writes. Each code of the
// format can stand for one character more than the code before it, so a hash of 60,000 characters
// can expand to hundreds of millions (about 690 MB of heap, seconds of a frozen tab) before the
// result could be measured. This decoder stops as soon as the output passes `maxChars`. The format
// is lz-string 1.5.0's; boundedDecompress.test.ts checks it against lz-string itself.

const URI_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const VALUE_OF = new Map([...URI_SAFE].map((char, index) => [char, index]));

/** Why a link's code could not be read. */
export type Unreadable = 'damaged' | 'too-long';

/** The text `input` encodes, or why there is none (damaged data, or more than `maxChars` characters). */
export function decompressFromUriComponent(input: string, maxChars: number): string | Unreadable {
  const data = input.replaceAll(' ', '+');
  if (data === '') return 'damaged';
  let value = VALUE_OF.get(data[0]!) ?? 0;
  let position = 32;
  let index = 1;
  /** The next `count` bits, lowest first, as lz-string writes them. */
  const read = (count: number): number => {
    let bits = 0;
    for (let power = 1; power !== 1 << count; power <<= 1) {
      const bit = value & position;
      position >>= 1;
      if (position === 0) {
        position = 32;
        value = VALUE_OF.get(data[index++] ?? '') ?? 0;
      }
      if (bit > 0) bits |= power;
    }
    return bits;
  };

  const dictionary: string[] = [];
  let dictSize = 4;
  let numBits = 3;
  let enlargeIn = 4;
  const first = read(2);
  if (first === 2) return '';
  // lz-string's compressor never writes 3 here (its decoder reads on and returns garbage).
  if (first === 3) return 'damaged';
  let w = String.fromCharCode(read(first === 0 ? 8 : 16));
  dictionary[3] = w;
  const parts = [w];
  let length = w.length;
  for (;;) {
    if (index > data.length) return 'damaged';
    let code = read(numBits);
    if (code === 0 || code === 1) {
      dictionary[dictSize++] = String.fromCharCode(read(code === 0 ? 8 : 16));
      code = dictSize - 1;
      enlargeIn--;
    } else if (code === 2) {
      return parts.join('');
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
    let entry = dictionary[code];
    if (!entry) {
      if (code !== dictSize) return 'damaged';
      entry = w + w.charAt(0);
    }
    length += entry.length;
    if (length > maxChars) return 'too-long';
    parts.push(entry);
    dictionary[dictSize++] = w + entry.charAt(0);
    enlargeIn--;
    w = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}
