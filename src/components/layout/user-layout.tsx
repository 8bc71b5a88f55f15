import type { ReactNode } from "react";
import { COPYRIGHT, SYSTEM_NAME } from "@/components/shell/constants";
import { TERTIARY_TEXT } from "@/components/shell/text-colors";
import { Logo } from "./logo";

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
} as const;

/** The login layout: logo, product title, the form, a footer with the copyright. */
export function UserLayout({ children }: { children: ReactNode }) {
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
      <footer style={styles.footer}>{COPYRIGHT}</footer>
    </div>
  );
}
