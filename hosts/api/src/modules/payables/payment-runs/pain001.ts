/**
 * The ISO 20022 pain.001.001.09 customer credit transfer initiation of a payment run, as the EPC's
 * SEPA Credit Transfer customer-to-bank implementation guidelines shape it (EPC132-08, 2023 V1.0):
 * one group header, one payment information block (the paying account, the execution day, service
 * level SEPA, charges shared: SLEV) and one credit transfer per bill. A pure function from data to
 * text, so the tests validate its output against the EPC's XSD and the benchmark times it alone.
 *
 * Text is written as XML 1.0 escapes it, with characters XML cannot carry dropped and names cut to
 * the schema's lengths (counted in characters, never splitting one). Amounts have 2 decimals,
 * rounded half up; the control sums add the rounded amounts, so they equal what the bank adds.
 */
import { Big, ROUND_HALF_UP } from '@si/contract/money';

export interface Pain001Party {
  name: string;
  /** Electronic format (no spaces, upper case). */
  iban: string;
  /** The bank's BIC, when known. */
  bic: string | null;
}

export interface Pain001Transaction {
  /** Unique within the message, at most 35 characters of A-Z a-z 0-9 and "-". */
  endToEndId: string;
  /** A decimal string, euros. */
  amount: string;
  creditor: Pain001Party;
  /** What the vendor reads on its statement (the bill's number). */
  remittance: string;
}

export interface Pain001Input {
  /** The message's id: the same for every export of one run, so a bank refuses a second upload as a duplicate. */
  messageId: string;
  createdAt: Date;
  /** The organization's name. */
  initiatingParty: string;
  paymentInfoId: string;
  /** The day the bank is asked to pay, YYYY-MM-DD. */
  executionDate: string;
  debtor: Pain001Party;
  transactions: readonly Pain001Transaction[];
}

/** The schema's lengths (Max140Text restricted to 70 for names by the EPC; Max35Text; Max140Text). */
export const PAIN001_MAX = { name: 70, id: 35, remittance: 140 } as const;

export const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

/** The BIC pattern of the schema (BICFIDec2014Identifier). */
export const BIC_PATTERN = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
/** The IBAN pattern of the schema (IBAN2007Identifier). */
export const IBAN_PATTERN = /^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}$/;

// XML 1.0 allows tab, LF, CR and everything from U+0020 but the surrogates, U+FFFE and U+FFFF.
// eslint-disable-next-line no-control-regex -- these are the characters being removed
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** One line of text as the schema takes it: no characters XML refuses, line breaks and tabs as spaces, trimmed, at most `max` characters. */
export function fieldText(value: string, max: number): string {
  const line = value.replace(NOT_XML, '').replace(/[\t\r\n]+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() : line;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** XML-escaped text. */
export const xmlText = (value: string): string => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** 2 decimals, half up. */
const euros = (amount: Big.BigSource): string => new Big(amount).round(2, ROUND_HALF_UP).toFixed(2);

/** The date and time without fractions, in UTC ("2026-11-29T10:15:00Z"). */
const dateTime = (at: Date): string => `${at.toISOString().slice(0, 19)}Z`;

function agent(bic: string | null, required: boolean): string {
  if (bic && BIC_PATTERN.test(bic)) return `<FinInstnId><BICFI>${bic}</BICFI></FinInstnId>`;
  // The EPC's rule for a debtor agent whose BIC the originator does not give.
  return required ? '<FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId>' : '';
}

/** A name the schema accepts: at least one character. */
const name = (value: string, fallback: string) => xmlText(fieldText(value, PAIN001_MAX.name) || fallback);

/** The pain.001.001.09 document. Throws on input no schema-valid file can be made of (no transaction, a bad IBAN or id). */
export function pain001Xml(input: Pain001Input): string {
  if (!input.transactions.length) throw new Error('A payment file needs at least one transaction.');
  for (const id of [input.messageId, input.paymentInfoId, ...input.transactions.map((t) => t.endToEndId)]) {
    if (!/^[A-Za-z0-9-]{1,35}$/.test(id)) throw new Error(`Not a valid identifier for a payment file: ${id}`);
  }
  for (const iban of [input.debtor.iban, ...input.transactions.map((t) => t.creditor.iban)]) {
    if (!IBAN_PATTERN.test(iban)) throw new Error('A payment file pays between IBANs only.');
  }
  const amounts = input.transactions.map((t) => euros(t.amount));
  const sum = amounts.reduce((total, a) => total.plus(a), new Big(0)).toFixed(2);
  const count = String(input.transactions.length);
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<Document xmlns="${PAIN001_NAMESPACE}">`,
    '<CstmrCdtTrfInitn>',
    '<GrpHdr>',
    `<MsgId>${input.messageId}</MsgId>`,
    `<CreDtTm>${dateTime(input.createdAt)}</CreDtTm>`,
    `<NbOfTxs>${count}</NbOfTxs>`,
    `<CtrlSum>${sum}</CtrlSum>`,
    `<InitgPty><Nm>${name(input.initiatingParty, input.debtor.name || 'NOTPROVIDED')}</Nm></InitgPty>`,
    '</GrpHdr>',
    '<PmtInf>',
    `<PmtInfId>${input.paymentInfoId}</PmtInfId>`,
    '<PmtMtd>TRF</PmtMtd>',
    `<NbOfTxs>${count}</NbOfTxs>`,
    `<CtrlSum>${sum}</CtrlSum>`,
    '<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>',
    `<ReqdExctnDt><Dt>${input.executionDate}</Dt></ReqdExctnDt>`,
    `<Dbtr><Nm>${name(input.debtor.name, input.initiatingParty || 'NOTPROVIDED')}</Nm></Dbtr>`,
    `<DbtrAcct><Id><IBAN>${input.debtor.iban}</IBAN></Id></DbtrAcct>`,
    `<DbtrAgt>${agent(input.debtor.bic, true)}</DbtrAgt>`,
    '<ChrgBr>SLEV</ChrgBr>',
  ];
  input.transactions.forEach((t, i) => {
    const creditorAgent = agent(t.creditor.bic, false);
    const remittance = fieldText(t.remittance, PAIN001_MAX.remittance);
    out.push(
      '<CdtTrfTxInf>',
      `<PmtId><EndToEndId>${t.endToEndId}</EndToEndId></PmtId>`,
      `<Amt><InstdAmt Ccy="EUR">${amounts[i]}</InstdAmt></Amt>`,
      creditorAgent ? `<CdtrAgt>${creditorAgent}</CdtrAgt>` : '',
      `<Cdtr><Nm>${name(t.creditor.name, 'NOTPROVIDED')}</Nm></Cdtr>`,
      `<CdtrAcct><Id><IBAN>${t.creditor.iban}</IBAN></Id></CdtrAcct>`,
      remittance ? `<RmtInf><Ustrd>${xmlText(remittance)}</Ustrd></RmtInf>` : '',
      '</CdtTrfTxInf>',
    );
  });
  out.push('</PmtInf>', '</CstmrCdtTrfInitn>', '</Document>\n');
  return out.join('');
}
