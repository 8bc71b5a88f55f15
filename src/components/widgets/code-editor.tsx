import CodeMirror, { EditorView, type Extension } from "@uiw/react-codemirror";
import { useEffect, useMemo, useState } from "react";
import { codeModeOf, loadCodeLanguage } from "./code-modes";

export interface CodeEditorProps {
  value?: string | null;
  onChange?: (value: string) => void;
  /** one of the modes of code-modes.ts (or an alias such as text/x-java) */
  language?: string;
  height?: number;
  disabled?: boolean;
  placeholder?: string;
  label?: string;
}

/** The code editor: CodeMirror with the language of `language`, plain text for an unknown one. */
export default function CodeEditor({
  value,
  onChange,
  language,
  height = 300,
  disabled,
  placeholder,
  label,
}: CodeEditorProps) {
  const [languageExt, setLanguageExt] = useState<Extension[]>([]);
  const mode = codeModeOf(language);
  // The accessible name goes on the editable element itself.
  const extensions = useMemo(
    () => [...languageExt, ...(label ? [EditorView.contentAttributes.of({ "aria-label": label })] : [])],
    [languageExt, label],
  );
  useEffect(() => {
    let live = true;
    if (!mode) {
      setLanguageExt([]);
      return;
    }
    loadCodeLanguage(mode).then((ext) => live && setLanguageExt([ext]));
    return () => {
      live = false;
    };
  }, [mode]);
  return (
    <div
      className="code-editor"
      data-mode={mode ?? "text"}
      style={{ border: "1px solid #d9d9d9", borderRadius: 6 }}
    >
      <CodeMirror
        value={value ?? ""}
        height={`${height}px`}
        extensions={extensions}
        editable={!disabled}
        readOnly={disabled}
        placeholder={placeholder}
        basicSetup={{ foldGutter: false, highlightActiveLine: !disabled }}
        onChange={(next) => onChange?.(next)}
      />
    </div>
  );
}
