import { findBannedWord, normaliseChatText } from './banned-words';

describe('banned-words normaliser', () => {
  it('removes spaces, folds width (NFKC) and case', () => {
    expect(normaliseChatText('나 쁜  말')).toBe('나쁜말');
    expect(normaliseChatText('ＢＡＤ ｗｏｒｄ')).toBe('badword');
    expect(normaliseChatText('ｶﾞｷ')).toBe('ガキ');
    expect(normaliseChatText('a\u200bb\tc\u3000d')).toBe('abcd');
  });

  it('finds a banned word however it is spaced or widened', () => {
    const words = ['나쁜말', 'Spam'];
    expect(findBannedWord('이건 나 쁜 말 이야', words)).toBe('나쁜말');
    expect(findBannedWord('ＳＰＡＭ!!', words)).toBe('Spam');
    expect(findBannedWord('s p a m', words)).toBe('Spam');
    expect(findBannedWord('좋은 말', words)).toBeUndefined();
    expect(findBannedWord('anything', ['  '])).toBeUndefined();
  });
});
