import { PrinterOutlined } from "@ant-design/icons";
import { Button, Spin } from "antd";
import { useEffect, useState } from "react";
import { MissingCard, PassCard } from "./pass-card";
import { cardUrl, loadPrintCard, type PrintAnswer, printVariant } from "./print-data";

/**
 * The print view of one permit (opened by the list's 打印): reads `?id=&ticket=` once, shows the pass card
 * and prints it on 打印. The ticket is spent by that read, so a reload or a copied link shows why it no
 * longer works instead of the card.
 */
export function PermitPrintPage() {
  const [answer, setAnswer] = useState<PrintAnswer | null>(null);
  useEffect(() => {
    document.title = "打印通行证";
    const query = new URLSearchParams(window.location.search);
    let live = true;
    void loadPrintCard(query.get("id"), query.get("ticket")).then((a) => {
      if (live) setAnswer(a);
    });
    // The ticket is spent: the address bar and history keep no usable copy of it.
    window.history.replaceState(null, "", window.location.pathname);
    return () => {
      live = false;
    };
  }, []);
  if (answer === null) {
    return (
      <main className="pass-card-page">
        <Spin style={{ display: "block", marginTop: 80 }} tip="加载中..." size="large">
          <span />
        </Spin>
      </main>
    );
  }
  if (answer.kind === "refused") {
    return (
      <main className="pass-card-page">
        <MissingCard message={answer.message} />
      </main>
    );
  }
  const variant = printVariant(answer.card.permitType);
  const token = answer.card.passToken;
  return (
    <main className="pass-card-page">
      <div className="pass-card__print-bar">
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          打印
        </Button>
      </div>
      <PassCard
        card={answer.card}
        variant={variant}
        url={token ? cardUrl(window.location.origin, variant, token) : undefined}
      />
    </main>
  );
}
