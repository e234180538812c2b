import { printable, printableLines } from '../../src/cli/printable';

describe('printable', () => {
  it('shows every control character as an escape, and leaves other text as it is', () => {
    expect(printable('Title\u001b[2J\u001b]0;owned\u0007')).toBe('Title\\x1b[2J\\x1b]0;owned\\x07');
    expect(printable('one\ntwo\r\tthree')).toBe('one\\ntwo\\r\\tthree');
    expect(printable('\u0000\u007f\u009b')).toBe('\\x00\\x7f\\x9b');
    expect(printable('Café crème 🍰, a\\b "quoted"')).toBe('Café crème 🍰, a\\b "quoted"');
  });

  it('keeps the line breaks of text laid out in lines', () => {
    expect(printableLines('line one\u001b[A\nline two\r\n')).toBe('line one\\x1b[A\nline two\\r\n');
  });
});
