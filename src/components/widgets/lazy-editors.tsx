import { Skeleton } from "antd";
import { type ComponentProps, lazy, Suspense } from "react";
import { EditorFrame, editorFrameHeight } from "./editor-frame";

/**
 * The heavy editors (Tiptap, CodeMirror, marked) load when a form first shows one, never with the shell.
 * While they load, a placeholder of the editor's height keeps the form from jumping.
 */
const RichTextEditorImpl = lazy(() => import("./rich-text-editor"));
const CodeEditorImpl = lazy(() => import("./code-editor"));
const MarkdownEditorImpl = lazy(() => import("./markdown-editor"));

function Loading({ height }: { height: number }) {
  return (
    <EditorFrame height={height}>
      <Skeleton active paragraph={{ rows: Math.max(2, Math.floor(height / 60)) }} title={false} />
    </EditorFrame>
  );
}

export function RichTextEditor(props: ComponentProps<typeof RichTextEditorImpl>) {
  return (
    <Suspense fallback={<Loading height={editorFrameHeight.richText(props.height)} />}>
      <RichTextEditorImpl {...props} />
    </Suspense>
  );
}

export function CodeEditor(props: ComponentProps<typeof CodeEditorImpl>) {
  return (
    <Suspense fallback={<Loading height={editorFrameHeight.code(props.height)} />}>
      <CodeEditorImpl {...props} />
    </Suspense>
  );
}

export function MarkdownEditor(props: ComponentProps<typeof MarkdownEditorImpl>) {
  return (
    <Suspense fallback={<Loading height={editorFrameHeight.markdown(props.height)} />}>
      <MarkdownEditorImpl {...props} />
    </Suspense>
  );
}
