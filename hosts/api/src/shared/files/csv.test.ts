import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { csvCell, csvLine, csvText } from './csv.ts';

describe('CSV cells and lines', () => {
  test('cells: numbers and empty values plain, text quoted only when needed', () => {
    assert.deepEqual([csvCell(null), csvCell(3), csvCell(true), csvCell('a b'), csvCell('-1'), csvCell('\tx')], ['', '3', 'true', 'a b', "'-1", "'\tx"]);
    assert.equal(csvCell('Comma, Inc'), '"Comma, Inc"');
    assert.equal(csvCell('Quote "Q" Ltd'), '"Quote ""Q"" Ltd"');
    assert.equal(csvCell('Line\nbreak'), '"Line\nbreak"');
  });

  test('text a spreadsheet would run as a formula starts with a quote', () => {
    assert.equal(csvCell('=HYPERLINK("http://evil")'), `"'=HYPERLINK(""http://evil"")"`);
    assert.deepEqual(['+1 Ltd', '@at', '\rcr', '-minus'].map(csvCell), ["'+1 Ltd", "'@at", `"'\rcr"`, "'-minus"]);
    assert.equal(csvCell(-1), '-1', 'a number is a number, not a formula');
  });

  test('a line ends in CRLF; a table is its lines', () => {
    assert.equal(csvLine(['ID', 'Name', null, 2]), 'ID,Name,,2\r\n');
    assert.equal(csvText([['a', 'b'], [1, '=x']]), "a,b\r\n1,'=x\r\n");
    assert.equal(csvText([]), '');
  });
});
