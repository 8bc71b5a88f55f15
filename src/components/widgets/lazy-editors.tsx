import { Skeleton } from "antd";
import { type ComponentProps, lazy, Suspense } from "react";

/**
 * The heavy editors (Tiptap, CodeMirror, marked) load when a form first shows one, never with the shell.
 * While they load, a placeholder of the editor's height keeps the form from jumping.
 */
const RichTextEditorImpl = lazy(() => import("./rich-text-editor"));
const CodeEditorImpl = lazy(() => import("./code-editor"));
const MarkdownEditorImpl = lazy(() => import("./markdown-editor"));

function Loading({ height }: { height: number }) {
  return (
    <div style={{ height, padding: 12, border: "1px solid #f0f0f0", borderRadius: 6 }} aria-busy="true">
      <Skeleton active paragraph={{ rows: Math.max(2, Math.floor(height / 60)) }} title={false} />
    </div>
  );
}

export function RichTextEditor(props: ComponentProps<typeof RichTextEditorImpl>) {
  return (
    <Suspense fallback={<Loading height={(props.height ?? 300) + 40} />}>
      <RichTextEditorImpl {...props} />
    </Suspense>
  );
}

export function CodeEditor(props: ComponentProps<typeof CodeEditorImpl>) {
  return (
    <Suspense fallback={<Loading height={props.height ?? 300} />}>
      <CodeEditorImpl {...props} />
    </Suspense>
  );
}

export function MarkdownEditor(props: ComponentProps<typeof MarkdownEditorImpl>) {
  return (
    <Suspense fallback={<Loading height={(props.height ?? 300) + 40} />}>
      <MarkdownEditorImpl {...props} />
    </Suspense>
  );
}
