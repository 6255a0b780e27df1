// Banned words of a channel's chat are matched after normalising both the word and the line:
// Unicode NFKC (full-width Ａ and half-width ｶ become A and カ; compatibility jamo and the like),
// lower case, and without whitespace or invisible format characters, so "나 쁜 말", "ＢＡＤ" and
// "b a d" all match.

/** The form banned words are compared in. */
export function normaliseChatText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{Cf}]+/gu, '');
}

/** The first banned word (as stored) found in `text`, or undefined. */
export function findBannedWord(text: string, words: readonly string[]): string | undefined {
  const line = normaliseChatText(text);
  return words.find((w) => {
    const n = normaliseChatText(w);
    return n.length > 0 && line.includes(n);
  });
}
