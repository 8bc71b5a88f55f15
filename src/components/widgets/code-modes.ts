/** The code editor's modes: CSS, JavaScript, HTML, Java, Objective-C, Python, R, Shell, SQL, Swift, Vue, Markdown. */
import type { StreamParser } from "@codemirror/language";
import type { Extension } from "@codemirror/state";

export const CODE_MODES = [
  "css",
  "javascript",
  "html",
  "java",
  "objectivec",
  "python",
  "r",
  "shell",
  "sql",
  "swift",
  "vue",
  "markdown",
] as const;

export type CodeMode = (typeof CODE_MODES)[number];

export const CODE_MODE_LABELS: Record<CodeMode, string> = {
  css: "CSS",
  javascript: "JavaScript",
  html: "HTML",
  java: "Java",
  objectivec: "Objective-C",
  python: "Python",
  r: "R",
  shell: "Shell",
  sql: "SQL",
  swift: "Swift",
  vue: "Vue",
  markdown: "Markdown",
};

/** Other names the original and CodeMirror 5 use for the same modes. */
const ALIASES: Record<string, CodeMode> = {
  js: "javascript",
  "text/javascript": "javascript",
  "text/css": "css",
  "text/html": "html",
  htmlmixed: "html",
  "text/x-java": "java",
  "objective-c": "objectivec",
  objc: "objectivec",
  "text/x-objectivec": "objectivec",
  py: "python",
  "text/x-python": "python",
  "text/x-rsrc": "r",
  sh: "shell",
  bash: "shell",
  "text/x-sh": "shell",
  "text/x-sql": "sql",
  "text/x-swift": "swift",
  "text/x-vue": "vue",
  md: "markdown",
  "text/x-markdown": "markdown",
};

/** The mode a name stands for; undefined for an unknown name (the editor then shows plain text). */
export function codeModeOf(name: string | undefined): CodeMode | undefined {
  if (!name) return undefined;
  const key = name.trim().toLowerCase();
  return (CODE_MODES as readonly string[]).includes(key) ? (key as CodeMode) : ALIASES[key];
}

/** The CodeMirror language of a mode; each loads on demand. */
export async function loadCodeLanguage(mode: CodeMode): Promise<Extension> {
  // CodeMirror 5 modes (Objective-C, R, Shell, Swift) run through the stream-parser adapter.
  const legacy = async (load: () => Promise<StreamParser<unknown>>) => {
    const { StreamLanguage } = await import("@codemirror/language");
    return StreamLanguage.define(await load());
  };
  switch (mode) {
    case "css":
      return (await import("@codemirror/lang-css")).css();
    case "javascript":
      return (await import("@codemirror/lang-javascript")).javascript({ jsx: true });
    case "html":
      return (await import("@codemirror/lang-html")).html();
    case "java":
      return (await import("@codemirror/lang-java")).java();
    case "objectivec":
      return legacy(async () => (await import("@codemirror/legacy-modes/mode/clike")).objectiveC);
    case "python":
      return (await import("@codemirror/lang-python")).python();
    case "r":
      return legacy(async () => (await import("@codemirror/legacy-modes/mode/r")).r);
    case "shell":
      return legacy(async () => (await import("@codemirror/legacy-modes/mode/shell")).shell);
    case "sql":
      return (await import("@codemirror/lang-sql")).sql();
    case "swift":
      return legacy(async () => (await import("@codemirror/legacy-modes/mode/swift")).swift);
    case "vue":
      // A Vue single-file component is HTML with <template>, <script> and <style> blocks.
      return (await import("@codemirror/lang-html")).html({ selfClosingTags: true });
    case "markdown":
      return (await import("@codemirror/lang-markdown")).markdown();
  }
}
