import { lazy, type ReactNode, Suspense, useState } from "react";
import { COPYRIGHT, SYSTEM_NAME } from "@/components/shell/constants";
import { TERTIARY_TEXT } from "@/components/shell/text-colors";
import { FOOTER_NOTES, FOOTER_TEXTS, type FooterNote } from "./login-footer-texts";
import { Logo } from "./logo";

const LoginFooterDialog = lazy(() => import("./login-footer-dialog"));

// Plain elements on purpose: the login page must stay small, and antd's Typography pulls in tooltips.
const styles = {
  page: {
    minHeight: "100vh",
    display: "flex",
    flexDirection: "column",
    background: "linear-gradient(180deg, #e6f4ff 0%, #f0f2f5 45%, #f0f2f5 100%)",
  },
  main: {
    flex: 1,
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    padding: "72px 16px 24px",
  },
  brand: { display: "flex", alignItems: "center", gap: 12 },
  title: { margin: 0, fontSize: 30, fontWeight: 600, color: "rgba(0,0,0,0.88)" },
  slogan: { margin: "12px 0 32px", color: TERTIARY_TEXT, fontSize: 14 },
  footer: { padding: "24px 16px", textAlign: "center", color: TERTIARY_TEXT, fontSize: 14 },
  links: { display: "flex", justifyContent: "center", gap: 40, marginBottom: 8 },
  link: {
    padding: 0,
    border: "none",
    background: "none",
    color: TERTIARY_TEXT,
    fontSize: 14,
    cursor: "pointer",
  },
} as const;

/** The login layout: logo, product title, the form, a footer with its links (帮助, 隐私, 条款) and the copyright. */
export function UserLayout({ children }: { children: ReactNode }) {
  const [note, setNote] = useState<FooterNote | null>(null);
  return (
    <div style={styles.page}>
      <main style={styles.main}>
        <div style={styles.brand}>
          <Logo size={44} />
          <h1 style={styles.title}>{SYSTEM_NAME}</h1>
        </div>
        <p style={styles.slogan}>通行证申请、审核与系统管理后台</p>
        {children}
      </main>
      <footer style={styles.footer}>
        <nav aria-label="页脚链接" style={styles.links}>
          {FOOTER_NOTES.map((key) => (
            <button key={key} type="button" style={styles.link} onClick={() => setNote(key)}>
              {FOOTER_TEXTS[key].link}
            </button>
          ))}
        </nav>
        <div>{COPYRIGHT}</div>
      </footer>
      {note && (
        <Suspense fallback={null}>
          <LoginFooterDialog note={note} onClose={() => setNote(null)} />
        </Suspense>
      )}
    </div>
  );
}
