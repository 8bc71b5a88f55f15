import type { ReactNode } from "react";
import { UserLayout } from "@/components/layout/user-layout";

const card = {
  width: "100%",
  maxWidth: 440,
  padding: "28px 32px 24px",
  background: "#fff",
  borderRadius: 8,
  boxShadow: "0 6px 16px rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12)",
  boxSizing: "border-box",
} as const;

/** The white card of the session pages, with a heading, inside the login layout. */
export function UserCard({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <UserLayout>
      <section style={{ ...card, maxWidth: wide ? 640 : card.maxWidth }} aria-labelledby="user-card-title">
        <h2
          id="user-card-title"
          style={{ margin: "0 0 24px", fontSize: 18, fontWeight: 600, textAlign: "center" }}
        >
          {title}
        </h2>
        {children}
      </section>
    </UserLayout>
  );
}
