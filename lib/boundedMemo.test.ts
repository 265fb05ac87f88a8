import { boundedMemo } from './boundedMemo';

describe('boundedMemo', () => {
  it('computes each key once, and starts again past its limit', () => {
    const computed: string[] = [];
    const upper = boundedMemo((key) => {
      computed.push(key);
      return key.toUpperCase();
    }, 2);
    expect([upper('a'), upper('a'), upper('b')]).toEqual(['A', 'A', 'B']);
    expect(computed).toEqual(['a', 'b']);
    upper('c'); // the limit reached: forgets a and b
    upper('a');
    expect(computed).toEqual(['a', 'b', 'c', 'a']);
  });
});
