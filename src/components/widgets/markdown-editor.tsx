import CodeMirror, { EditorView, type Extension } from "@uiw/react-codemirror";
import { Segmented } from "antd";
import { useEffect, useMemo, useState } from "react";
import { loadCodeLanguage } from "./code-modes";
import { markdownToHtml } from "./sanitize";
import "./markdown.css";

export const MARKDOWN_MIN_HEIGHT = 200;
export const MARKDOWN_HEIGHT = 300;

type View = "edit" | "split" | "preview";

const VIEWS: { value: View; label: string }[] = [
  { value: "edit", label: "编辑" },
  { value: "split", label: "分屏" },
  { value: "preview", label: "预览" },
];

export interface MarkdownEditorProps {
  value?: string | null;
  onChange?: (value: string) => void;
  /** default 300; never below 200 */
  height?: number;
  disabled?: boolean;
  label?: string;
}

/** The markdown editor (height 300, at least 200): source on the left, a sanitised preview on the right. */
export default function MarkdownEditor({
  value,
  onChange,
  height = MARKDOWN_HEIGHT,
  disabled,
  label = "Markdown编辑器",
}: MarkdownEditorProps) {
  const [view, setView] = useState<View>(disabled ? "preview" : "split");
  const [language, setLanguage] = useState<Extension[]>([]);
  const size = Math.max(MARKDOWN_MIN_HEIGHT, height);
  const text = value ?? "";
  const html = useMemo(() => markdownToHtml(text), [text]);
  const extensions = useMemo(
    () => [...language, EditorView.lineWrapping, EditorView.contentAttributes.of({ "aria-label": label })],
    [language, label],
  );
  useEffect(() => {
    let live = true;
    loadCodeLanguage("markdown").then((ext) => live && setLanguage([ext]));
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className="markdown-editor">
      <div className="markdown-toolbar">
        <Segmented<View> size="small" options={VIEWS} value={view} onChange={setView} />
      </div>
      <div className={`markdown-panes${view === "split" ? "" : " is-single"}`} style={{ height: size }}>
        {view !== "preview" && (
          <CodeMirror
            value={text}
            height={`${size}px`}
            extensions={extensions}
            editable={!disabled}
            readOnly={disabled}
            basicSetup={{ foldGutter: false, lineNumbers: false }}
            onChange={(next) => onChange?.(next)}
          />
        )}
        {view !== "edit" && (
          <section
            className="markdown-preview"
            aria-label="预览"
            // The HTML went through DOMPurify (markdownToHtml).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
      </div>
    </div>
  );
}
