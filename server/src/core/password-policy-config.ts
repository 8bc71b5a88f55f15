/** The password policy settings (PASSWORD_MIN_LENGTH, PASSWORD_CHAR_CLASSES), parsed with the config. */

/** Character classes a password must contain. */
export type PasswordCharClass = "letter" | "lower" | "upper" | "digit" | "symbol";
export const PASSWORD_CHAR_CLASSES: readonly PasswordCharClass[] = [
  "letter",
  "lower",
  "upper",
  "digit",
  "symbol",
];

export interface PasswordPolicy {
  minLength: number;
  classes: readonly PasswordCharClass[];
}

/** Default: 8 characters with a letter, a digit and a symbol (the original's user form rule). */
export function parsePasswordPolicy(
  minText: string | undefined,
  classText: string | undefined,
  bad: (name: string, value: string, want: string) => void,
): PasswordPolicy {
  const minLength = Number(minText ?? "8");
  if (!Number.isInteger(minLength) || minLength < 6 || minLength > 64)
    bad("PASSWORD_MIN_LENGTH", minText ?? "", "must be an integer from 6 to 64");
  const names = (classText ?? "letter,digit,symbol")
    .split(",")
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== "" && c !== "none");
  const classes = names.filter((c): c is PasswordCharClass =>
    PASSWORD_CHAR_CLASSES.includes(c as PasswordCharClass),
  );
  if (classes.length !== names.length)
    bad(
      "PASSWORD_CHAR_CLASSES",
      classText ?? "",
      `must be none or a comma list of ${PASSWORD_CHAR_CLASSES.join(", ")}`,
    );
  return { minLength, classes: [...new Set(classes)] };
}
