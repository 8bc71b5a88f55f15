/** Stands in for react-markdown / remark-gfm, which @refinedev/antd imports but this app never renders. */
export default function MarkdownStub({ children }: { children?: string }) {
  return <span>{children}</span>;
}
