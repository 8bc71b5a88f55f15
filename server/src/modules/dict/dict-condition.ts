/**
 * The condition of a table dictionary as the original client writes it
 * (`username!='admin' and status=1 order by create_time desc`), read into comparisons and an order.
 * The text is tokenised and parsed against a small grammar; nothing of it ever becomes SQL text: the
 * caller checks every column against its whitelist and passes every value as a parameter.
 *
 *   condition  := [comparison {AND comparison}] [ORDER BY column [ASC|DESC]]
 *   comparison := column operator value
 *   operator   := = | != | <> | > | < | >= | <= | LIKE
 *   value      := 'quoted text' ('' for a quote) | a bare number or word
 */
import { BizError } from "../../core/result.ts";

export type CompareOp = "=" | "<>" | ">" | "<" | ">=" | "<=" | "like";

export interface Comparison {
  column: string;
  op: CompareOp;
  value: string;
}

export interface DictOrder {
  column: string;
  desc: boolean;
}

export interface ParsedDictCondition {
  comparisons: Comparison[];
  order?: DictOrder;
}

export const BAD_TEXT_CONDITION =
  "字典条件格式不正确，只支持 字段 比较符(=、!=、<>、>、<、>=、<=、like) '值'，用 and 连接，可加 order by 字段";
export const MAX_COMPARISONS = 10;

interface Token {
  kind: "word" | "string" | "op";
  text: string;
}

const OPERATORS = ["!=", "<>", ">=", "<=", "=", ">", "<"];
const WORD = /[A-Za-z0-9_.-]/;
const COLUMN = /^[A-Za-z_][A-Za-z0-9_]*$/;

const refuse = (): never => {
  throw new BizError(BAD_TEXT_CONDITION);
};

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === "'") {
      let value = "";
      i++;
      for (;;) {
        if (i >= text.length) refuse();
        if (text[i] === "'") {
          if (text[i + 1] !== "'") break;
          value += "'";
          i += 2;
        } else {
          value += text[i++];
        }
      }
      i++;
      tokens.push({ kind: "string", text: value });
    } else if ("=!<>".includes(c)) {
      const op = OPERATORS.find((o) => text.startsWith(o, i)) ?? refuse();
      tokens.push({ kind: "op", text: op });
      i += op.length;
    } else if (WORD.test(c)) {
      let word = "";
      while (i < text.length && WORD.test(text[i])) word += text[i++];
      tokens.push({ kind: "word", text: word });
    } else {
      refuse();
    }
  }
  return tokens;
}

class Reader {
  private pos = 0;
  constructor(private readonly tokens: Token[]) {}

  get done(): boolean {
    return this.pos >= this.tokens.length;
  }

  /** Whether the next token is this keyword (case-insensitive); consumes it when it is. */
  keyword(word: string): boolean {
    const t = this.tokens[this.pos];
    if (t?.kind !== "word" || t.text.toLowerCase() !== word) return false;
    this.pos++;
    return true;
  }

  column(): string {
    const t = this.tokens[this.pos++];
    if (t?.kind !== "word" || !COLUMN.test(t.text)) refuse();
    return t.text.toLowerCase();
  }

  operator(): CompareOp {
    if (this.keyword("like")) return "like";
    const t = this.tokens[this.pos++];
    if (t?.kind !== "op") refuse();
    return t.text === "!=" ? "<>" : (t.text as CompareOp);
  }

  value(): string {
    const t = this.tokens[this.pos++];
    if (!t || t.kind === "op") refuse();
    return t.text;
  }
}

/** Parses the text form; `{...}` JSON conditions are the caller's. An empty text is no condition. */
export function parseTextCondition(text: string): ParsedDictCondition {
  const r = new Reader(tokenize(text));
  const comparisons: Comparison[] = [];
  let ordered = r.keyword("order");
  if (!ordered && !r.done) {
    do {
      if (comparisons.length === MAX_COMPARISONS) throw new BizError("字典条件过多");
      comparisons.push({ column: r.column(), op: r.operator(), value: r.value() });
    } while (r.keyword("and"));
    ordered = r.keyword("order");
  }
  if (!ordered) {
    if (!r.done) refuse();
    return { comparisons };
  }
  // "order" has been read: "by", a column and an optional direction end the text.
  if (!r.keyword("by")) refuse();
  const column = r.column();
  const desc = r.keyword("desc");
  if (!desc) r.keyword("asc");
  if (!r.done) refuse();
  return { comparisons, order: { column, desc } };
}
