/**
 * The pain.001.001.09 writer on its own: its files validate against the EPC's SCT customer-to-bank
 * XSD (test-support/fixtures/pain.001.001.09.xsd, with xmllint-wasm) with names holding &, <,
 * accents and Arabic, names past the schema's lengths, and a debtor bank without a BIC; and the
 * validation itself is shown to catch a broken file, so a pass means something.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fieldText, pain001Xml, type Pain001Input } from './pain001.ts';
import { checkPain001 } from '../../../../test-support/payables-data.ts';

const input = (over: Partial<Pain001Input> = {}): Pain001Input => ({
  messageId: 'PR-7-42',
  createdAt: new Date('2026-11-29T10:15:30.123Z'),
  initiatingParty: 'Northwind & Söhne <Handel> AG',
  paymentInfoId: 'PR-7-42-1',
  executionDate: '2026-12-01',
  debtor: { name: 'Northwind & Söhne AG', iban: 'DE75512108001245126199', bic: 'DEUTDEFF' },
  transactions: [
    { endToEndId: 'PR42-B1', amount: '1200.5', creditor: { name: 'Fabrikam & Co <Paris>', iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPPAR' }, remittance: 'Invoice F-2026/001 "urgent"' },
    { endToEndId: 'PR42-B2', amount: '99.999', creditor: { name: 'Crème Brûlée Sàrl — Genève', iban: 'DE89370400440532013000', bic: null }, remittance: 'Invoice ÉTÉ-7' },
    { endToEndId: 'PR42-B3', amount: '0.01', creditor: { name: 'شركة الخليج للتجارة', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' }, remittance: 'Invoice فاتورة-12' },
    { endToEndId: 'PR42-B4', amount: '42', creditor: { name: 'A'.repeat(69) + '😀' + 'tail', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' }, remittance: 'x'.repeat(200) },
  ],
  ...over,
});

describe('pain.001.001.09 of a run', () => {
  test('validates against the EPC XSD, with names holding &, <, accents and Arabic', async () => {
    const xml = pain001Xml(input());
    const checked = await checkPain001(xml);
    assert.deepEqual(checked.errors, []);
    assert.equal(checked.valid, true);
    // What a bank reads, written as the schema says.
    assert.match(xml, /<MsgId>PR-7-42<\/MsgId><CreDtTm>2026-11-29T10:15:30Z<\/CreDtTm><NbOfTxs>4<\/NbOfTxs><CtrlSum>1342.51<\/CtrlSum>/);
    assert.match(xml, /<InitgPty><Nm>Northwind &amp; Söhne &lt;Handel&gt; AG<\/Nm><\/InitgPty>/);
    assert.match(xml, /<PmtMtd>TRF<\/PmtMtd><NbOfTxs>4<\/NbOfTxs><CtrlSum>1342.51<\/CtrlSum><PmtTpInf><SvcLvl><Cd>SEPA<\/Cd><\/SvcLvl><\/PmtTpInf><ReqdExctnDt><Dt>2026-12-01<\/Dt><\/ReqdExctnDt>/);
    assert.match(xml, /<DbtrAcct><Id><IBAN>DE75512108001245126199<\/IBAN><\/Id><\/DbtrAcct><DbtrAgt><FinInstnId><BICFI>DEUTDEFF<\/BICFI><\/FinInstnId><\/DbtrAgt><ChrgBr>SLEV<\/ChrgBr>/);
    assert.match(xml, /<InstdAmt Ccy="EUR">1200.50<\/InstdAmt>/);
    assert.match(xml, /<InstdAmt Ccy="EUR">100.00<\/InstdAmt>/, 'rounded half up to 2 decimals');
    assert.match(xml, /<Cdtr><Nm>Fabrikam &amp; Co &lt;Paris&gt;<\/Nm><\/Cdtr>/);
    assert.match(xml, /<Cdtr><Nm>شركة الخليج للتجارة<\/Nm><\/Cdtr>/);
    assert.match(xml, /<Ustrd>Invoice F-2026\/001 &quot;urgent&quot;<\/Ustrd>/);
    // A creditor without a BIC has no creditor agent (IBAN-only, as SEPA allows).
    const second = xml.split('<CdtTrfTxInf>')[2]!;
    assert.doesNotMatch(second, /CdtrAgt/);
    assert.match(xml.split('<CdtTrfTxInf>')[1]!, /<CdtrAgt><FinInstnId><BICFI>PSSTFRPPPAR<\/BICFI><\/FinInstnId><\/CdtrAgt>/);
  });

  test('names are cut to the 70 characters the EPC allows, never inside a character; remittance to 140', () => {
    const xml = pain001Xml(input());
    const long = /<Cdtr><Nm>(A+[^<]*)<\/Nm>/.exec(xml)![1]!;
    assert.equal(Array.from(long).length, 70);
    assert.ok(long.endsWith('😀'), 'the emoji is kept whole, not half a surrogate pair');
    assert.equal(/<Ustrd>(x+)<\/Ustrd>/.exec(xml)![1]!.length, 140);
    assert.equal(fieldText('a\tb\r\nc\u0000d\u0007', 70), 'a b cd');
  });

  test('a debtor bank without a BIC is NOTPROVIDED, as the EPC rules say, and still valid', async () => {
    const xml = pain001Xml(input({ debtor: { name: 'Northwind', iban: 'DE75512108001245126199', bic: null } }));
    assert.match(xml, /<DbtrAgt><FinInstnId><Othr><Id>NOTPROVIDED<\/Id><\/Othr><\/FinInstnId><\/DbtrAgt>/);
    assert.equal((await checkPain001(xml)).valid, true);
  });

  test('the validation catches a broken file: a missing amount, a bad IBAN, two decimals too many', async () => {
    const good = pain001Xml(input());
    const noAmount = good.replace(/<Amt><InstdAmt Ccy="EUR">1200.50<\/InstdAmt><\/Amt>/, '');
    const badIban = good.replace('<IBAN>FR1420041010050500013M02606</IBAN>', '<IBAN>fr14 2004</IBAN>');
    const decimals = good.replace('1200.50</InstdAmt>', '1200.5012</InstdAmt>');
    for (const broken of [noAmount, badIban, decimals]) {
      assert.notEqual(broken, good);
      const checked = await checkPain001(broken);
      assert.equal(checked.valid, false);
      assert.ok(checked.errors.length > 0);
    }
    assert.equal((await checkPain001(good.replace('</Document>', ''))).valid, false, 'not even well-formed');
  });

  test('refuses input no valid file can be made of', () => {
    assert.throws(() => pain001Xml(input({ transactions: [] })), /at least one transaction/);
    assert.throws(() => pain001Xml(input({ messageId: 'has space' })), /identifier/);
    assert.throws(() => pain001Xml(input({ debtor: { name: 'X', iban: '770012345678', bic: null } })), /IBANs only/);
  });
});
