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
