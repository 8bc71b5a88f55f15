import type { ReactNode } from "react";

/** The loading frames' heights: each editor's own height, and the toolbar above the rich-text and Markdown editors. */
export const editorFrameHeight = {
  richText: (height = 300) => height + 40,
  code: (height = 300) => height,
  markdown: (height = 300) => height + 40,
};

/**
 * The box an editor stands in while its code loads, of the editor's height so the form does not jump; kept
 * apart from the editors' loaders so a form can draw it before even those have loaded.
 */
export function EditorFrame({ height, children }: { height: number; children?: ReactNode }) {
  return (
    <div style={{ height, padding: 12, border: "1px solid #f0f0f0", borderRadius: 6 }} aria-busy="true">
      {children}
    </div>
  );
}
