/**
 * Spec 5: organization config values read as booleans (true/t/yes/1, false/f/no/0,
 * empty is false); anything else is structured data (JSON), or the text itself when
 * it is not JSON.
 */
const TRUE_WORDS = new Set(['true', 't', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'f', 'no', '0', '']);

export function readConfigValue(raw: string | null | undefined): boolean | unknown {
  if (raw === null || raw === undefined) return false;
  const word = String(raw).trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
