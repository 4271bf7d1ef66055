import type { PDFFont } from 'pdf-lib';

// The PDF's standard fonts encode WinAnsi only: pdf-lib throws on any other character. A gift
// message may hold emoji or letters of other scripts; they are mapped or dropped, never thrown.

const SPACES = /[\s\u2000-\u200b\u202f\u205f\u3000]/u;

/** `text` with only characters `font` can draw: accents kept, others without their marks, spaces as spaces, the rest dropped. */
export function drawableText(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (known.has(code) && char !== '\n' && char !== '\t') out += char;
    else if (SPACES.test(char)) out += ' ';
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      if (bare !== char && [...bare].every((c) => known.has(c.codePointAt(0) ?? 0))) out += bare;
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

/** Lines of at most `width` points, cut between words (a word longer than a line is cut). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}
