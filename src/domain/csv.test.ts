import { describe, expect, it } from 'vitest';
import { csvCellText, toCsv, type CsvCell } from './csv';

describe('csvCellText: a spreadsheet never runs a cell as a formula', () => {
  it.each<[string, CsvCell, string]>([
    ['= begins a formula', '=HYPERLINK("http://x.test","pay")', `'=HYPERLINK("http://x.test","pay")`],
    ['+ begins a formula', '+1+1', "'+1+1"],
    ['- begins a formula', '-2+3', "'-2+3"],
    ['@ begins a formula', '@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['a tab first', '\t=1+1', "'\t=1+1"],
    ['a carriage return first', '\r=1+1', "'\r=1+1"],
    ['a description that begins with -', '-Night shift', "'-Night shift"],
    ['a lone -', '-', "'-"],
    ['a dangerous character later on is left alone', 'Casey = Nguyen', 'Casey = Nguyen'],
    ['a space first is left as it is', ' =1', ' =1'],
    ['plain text', 'Zoë Ångström', 'Zoë Ångström'],
    ['a negative number stays a number', -3.5, '-3.5'],
    ['a negative number written as text stays a number', '-3.50', '-3.50'],
    ['hours written as text', '9.00', '9.00'],
    ['a number', 24, '24'],
    ['zero', 0, '0'],
    ['a number that is not finite is missing', Number.NaN, ''],
    ['empty text', '', ''],
    ['null is an empty cell', null, ''],
    ['undefined is an empty cell', undefined, ''],
  ])('%s', (_, value, expected) => expect(csvCellText(value)).toBe(expected));
});

describe('toCsv', () => {
  it.each<[string, CsvCell[][], string]>([
    ['starts with the UTF-8 byte order mark', [['Worker']], '\uFEFFWorker'],
    [
      'rows end with CRLF, cells are separated by commas',
      [
        ['a', 'b'],
        ['c', 1],
      ],
      '\uFEFFa,b\r\nc,1',
    ],
    ['a comma is quoted', [['Not yet, adjusted']], '\uFEFF"Not yet, adjusted"'],
    ['a quote is doubled inside quotes', [['Say "hi"']], '\uFEFF"Say ""hi"""'],
    ['a newline is quoted', [['line 1\nline 2']], '\uFEFF"line 1\nline 2"'],
    ['an escaped formula is quoted when it needs to be', [['=1,2']], `\uFEFF"'=1,2"`],
    ['a carriage return first is escaped and quoted', [['\rx']], `\uFEFF"'\rx"`],
    ['missing values are empty cells', [[null, undefined, '', 'x']], '\uFEFF,,,x'],
    ['no rows: the byte order mark alone', [], '\uFEFF'],
  ])('%s', (_, rows, expected) => expect(toCsv(rows)).toBe(expected));
});
