import { describe, expect, test } from 'vitest';
import { messageOf, readerQuery } from './query';

describe('what search looks for in what a reader pastes', () => {
  test('a stack trace keeps its message, without frames, code frames and paths', () => {
    const pasted = [
      ' FAIL  src/greet.test.ts > greets',
      'ReferenceError: document is not defined',
      ' ❯ src/greet.ts:3:10',
      '    at Object.<anonymous> (/home/me/app/src/greet.test.ts:5:3)',
      '      3| const el = document.createElement("p");',
      '       |            ^',
      '⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯',
    ].join('\n');
    expect(messageOf(pasted)).toBe('ReferenceError: document is not defined');
    expect(readerQuery(pasted)).toBe('ReferenceError: document is not defined');
  });

  test('a one-line message loses the path and position it names', () => {
    expect(readerQuery('Error: Cannot find module ./utils at /Users/me/app/src/a.ts:12:5')).toBe(
      'Error: Cannot find module ./utils',
    );
    expect(readerQuery('Cannot find module ./utils from /Users/me/app/src/a.ts')).toBe(
      'Cannot find module ./utils from',
    );
  });

  test('another runner’s API names are Rstest’s', () => {
    expect(readerQuery('vi.mock does not use my factory')).toBe('rs.mock does not use my factory');
    expect(readerQuery('jest.fn mockResolvedValue')).toBe('rs.fn mockResolvedValue');
    expect(readerQuery('increase timeout in vitest.config.ts')).toBe('increase timeout in rstest.config.ts');
    // Words are left alone: `jest` names where the reader comes from.
    expect(readerQuery('migrate from jest')).toBe('migrate from jest');
  });

  test('what a reader types is kept as typed', () => {
    expect(readerQuery('  fake   timers ')).toBe('fake timers');
  });
});

describe('a pasted error whose line breaks the search box dropped', () => {
  test('keeps the message from the error name to the first frame', () => {
    const glued =
      ' FAIL  src/greet.test.ts > greetsReferenceError: document is not defined ❯ src/greet.ts:3:10    at x (/a/b.ts:1:1)';
    expect(readerQuery(glued)).toBe('ReferenceError: document is not defined');
  });

  test('a message that does not start a line is left whole', () => {
    expect(readerQuery('why do I get TypeError: x is not a function')).toBe(
      'why do I get TypeError: x is not a function',
    );
  });
});
