/**
 * Reads an amount typed in the portal as whole minor units of its currency, so it compares with
 * the balance exactly without a decimal library in the portal bundle. Accepts a dot, a comma or
 * the Arabic decimal separator and Arabic-Indic digits; no grouping separators.
 */
export type PayAmount = { minor: bigint; value: string };
export type PayAmountProblem = 'format' | 'decimals';

const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

export function readPayAmount(text: string, digits: number): PayAmount | PayAmountProblem {
  const plain = text
    .trim()
    .replace(ARABIC_DIGITS, (d) => String(d.charCodeAt(0) % 16))
    .replace(/[,\u066b]/, '.');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(plain);
  if (!match || !/\d/.test(plain)) return 'format';
  const whole = match[1] || '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return 'decimals';
  const padded = fraction.padEnd(digits, '0');
  const minor = BigInt(whole + padded);
  return { minor, value: digits ? `${BigInt(whole)}.${padded}` : `${BigInt(whole)}` };
}
