/// <reference types="mocha" />
import { expect } from '@esm-bundle/chai';
import { validators } from './validators.ts';
import { readConfigValue } from './config.ts';

describe('validators (spec 5)', () => {
  it('required', () => {
    for (const empty of [undefined, null, '', '   ', []]) expect(validators.required(empty)).to.equal('Field is required');
    for (const filled of ['Ada', 0, ['x'], false]) expect(validators.required(filled)).to.equal(undefined);
  });

  it('max 20 characters', () => {
    expect(validators.max20('x'.repeat(20))).to.equal(undefined);
    expect(validators.max20('x'.repeat(21))).to.equal('Max 20 characters');
    expect(validators.max20(undefined)).to.equal(undefined);
  });

  it('e-mail format; empty is left to required', () => {
    expect(validators.email('ada@acme.test')).to.equal(undefined);
    for (const bad of ['ada', 'ada@', 'ada@acme', 'a da@acme.test', '@acme.test']) expect(validators.email(bad)).to.equal('Invalid e-mail');
    expect(validators.email('')).to.equal(undefined);
  });

  it('phone: optional plus, 3 digits, 3 digits, 4 to 6 digits, optional separators', () => {
    for (const good of ['+123 456 7890', '123-456-789012', '1234567890', '123.456.78901', '+1234567890']) {
      expect(validators.phone(good), good).to.equal(undefined);
    }
    for (const bad of ['12-345-6789', '123 456 789', '123 456 7890123', '++123 456 7890', 'abc def ghij', '123_456_7890']) {
      expect(validators.phone(bad), bad).to.equal('Invalid phone number');
    }
    expect(validators.phone('')).to.equal(undefined);
  });
});

describe('readConfigValue (spec 5)', () => {
  it('reads true/t/yes/1 as true and false/f/no/0/empty as false, in any case', () => {
    for (const yes of ['true', 't', 'yes', '1', 'TRUE', ' Yes ']) expect(readConfigValue(yes), yes).to.equal(true);
    for (const no of ['false', 'f', 'no', '0', '', 'NO', null, undefined]) expect(readConfigValue(no), String(no)).to.equal(false);
  });

  it('parses anything else as structured data, or keeps the text', () => {
    expect(readConfigValue('["lender","secure_invoice_sales"]')).to.deep.equal(['lender', 'secure_invoice_sales']);
    expect(readConfigValue('{"enabled":true,"days":30}')).to.deep.equal({ enabled: true, days: 30 });
    expect(readConfigValue('42')).to.equal(42);
    expect(readConfigValue('Powered by Acme')).to.equal('Powered by Acme');
  });
});
