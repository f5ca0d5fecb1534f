/*
 * Text that people read in a list or a log (names, memos, messages) must show what it holds:
 * control characters (NUL, escapes) and format characters (zero-width spaces, right-to-left
 * overrides that make `‮evil` read as "live") are refused, and a field must show something.
 */

/** Control and format characters, on one line. */
const HIDDEN_LINE = /[\p{Cc}\p{Cf}]/u;
/** The same in text of several lines: line breaks and tabs are text there, and so is the zero-width joiner of emoji sequences. */
const HIDDEN_MULTILINE = /(?![\t\n\r\u200D])[\p{Cc}\p{Cf}]/u;
/** A character that shows: neither white space nor control or format. */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}]/u;

/** Whether `text` holds a control or format character (`multiline`: line breaks and tabs allowed). */
export function hasHiddenCharacters(text: string, multiline = false): boolean {
  return (multiline ? HIDDEN_MULTILINE : HIDDEN_LINE).test(text);
}

/** Whether `text` shows anything at all (zero-width spaces alone do not). */
export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text);
}

/** The scripts whose letters share shapes with Latin ones (Cyrillic `а`, `е`, `о`; Greek `ο`, `ν`). */
const LOOKALIKE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

/**
 * Whether `name` mixes letters of Latin, Cyrillic and Greek: `dеmo` with a Cyrillic `е` reads
 * as `demo` in every list. Unicode's mixed-script check (UTS #39), for the scripts whose letters
 * look alike; a name in one script (`демо`, `Δήμητρα`) or beside Han, kana or Hangul (`王demo`)
 * is fine. A name wholly in another script that happens to look Latin (`аре`) needs the
 * confusables table and is not caught.
 */
export function mixesLookalikeScripts(name: string): boolean {
  return LOOKALIKE_SCRIPTS.filter((script) => script.test(name)).length > 1;
}
