/**
 * Checking an uploaded logo: PNG and JPEG by their magic bytes, SVG only when it is plain
 * drawing (no scripts, handlers, external references or embedded documents), at most 1 MB.
 * The stored form is a data URL whose type comes from the bytes, never from the client.
 */
import { SIGNATURES, startsWith } from '../files/file-types.ts';

const MAX_LOGO_BYTES = 1024 * 1024;

type LogoCheck = { ok: true; dataUrl: string } | { ok: false; message: string };


const WRONG_TYPE = 'Upload a PNG, JPEG or SVG image.';
const TOO_LARGE = 'The image is larger than 1 MB.';
const UNSAFE_SVG = 'This SVG is refused: logos may not contain scripts, event handlers, external references or embedded documents.';

// Whatever can run code or fetch something when an SVG is rendered or opened on its own.
const SVG_DENIED = [
  /<!DOCTYPE/i,
  /<!ENTITY/i,
  /<\?xml-stylesheet/i,
  /<script/i,
  /<foreignObject/i,
  /<(iframe|embed|object|audio|video|handler|listener|set|animate\w*)\b/i,
  /[\s/"']on[a-z]+\s*=/i,
  /(java|vb)script\s*:/i,
  /@import/i,
  /url\(\s*["']?\s*[^#\s"')]/i,
  /\bhref\s*=\s*[^\s"']/i,
];
// Attribute references may only point inside the document or at an embedded raster image.
const HREF = /\bhref\s*=\s*(["'])([\s\S]*?)\1/gi;
const SAFE_HREF = /^(#[\w.:-]*|data:image\/(png|jpeg|gif);base64,[A-Za-z0-9+/=\s]*)$/;

function checkSvg(bytes: Uint8Array): LogoCheck {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return { ok: false, message: WRONG_TYPE };
  }
  if (!/<svg[\s>]/i.test(text)) return { ok: false, message: WRONG_TYPE };
  if (SVG_DENIED.some((re) => re.test(text))) return { ok: false, message: UNSAFE_SVG };
  for (const match of text.matchAll(HREF)) if (!SAFE_HREF.test(match[2]!.trim())) return { ok: false, message: UNSAFE_SVG };
  // Nothing but an XML declaration and comments may come before the root <svg>, nor anything after it.
  if (!/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text) || !/<\/svg>\s*$/i.test(text)) {
    return { ok: false, message: WRONG_TYPE };
  }
  return { ok: true, dataUrl: `data:image/svg+xml;base64,${Buffer.from(bytes).toString('base64')}` };
}

export function checkLogoBytes(bytes: Uint8Array): LogoCheck {
  if (bytes.length === 0) return { ok: false, message: 'The file is empty.' };
  if (bytes.length > MAX_LOGO_BYTES) return { ok: false, message: TOO_LARGE };
  const base64 = () => Buffer.from(bytes).toString('base64');
  if (startsWith(bytes, SIGNATURES.png)) return { ok: true, dataUrl: `data:image/png;base64,${base64()}` };
  if (startsWith(bytes, SIGNATURES.jpeg)) return { ok: true, dataUrl: `data:image/jpeg;base64,${base64()}` };
  return checkSvg(bytes);
}

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[^;,]*)*)(;base64)?,([\s\S]*)$/;

/** The bytes of a `data:` URL (base64 or percent-encoded), or why it cannot be read. */
export function decodeDataUrl(value: string): { bytes: Uint8Array } | { message: string } {
  const match = DATA_URL.exec(value.trim());
  if (!match) return { message: 'Send the image as a data: URL, or as a file in a multipart form.' };
  const payload = match[4]!;
  if (match[3]) {
    const clean = payload.replace(/\s+/g, '');
    // 4 base64 characters carry 3 bytes: refuse oversize input before decoding it.
    if (clean.length > Math.ceil(MAX_LOGO_BYTES / 3) * 4) return { message: TOO_LARGE };
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return { message: 'The data URL is not valid base64.' };
    return { bytes: new Uint8Array(Buffer.from(clean, 'base64')) };
  }
  try {
    return { bytes: new TextEncoder().encode(decodeURIComponent(payload)) };
  } catch {
    return { message: 'The data URL is not validly percent-encoded.' };
  }
}
