import { Spin } from "antd";
import { useEffect, useState } from "react";
import { type CardVariant, MissingCard, PassCard } from "./pass-card";
import { type CardAnswer, loadCard, SAMPLE_CARD } from "./pass-card-data";

/** A public pass card page: reads `?token=` and shows the card (no login). */
export function PassCardPage({ variant }: { variant: CardVariant }) {
  const [answer, setAnswer] = useState<CardAnswer | null>(null);
  useEffect(() => {
    document.title = "通行证";
    let live = true;
    void loadCard(new URLSearchParams(window.location.search).get("token")).then((a) => {
      if (live) setAnswer(a);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <main className="pass-card-page">
      {answer === null ? (
        <Spin style={{ display: "block", marginTop: 80 }} tip="加载中..." size="large">
          <span />
        </Spin>
      ) : answer.kind === "found" ? (
        <PassCard card={answer.card} variant={variant} url={window.location.href} />
      ) : (
        <MissingCard message={answer.message} />
      )}
    </main>
  );
}

export const PassCardVehicle = () => <PassCardPage variant="vehicle" />;
export const PassCardSpecial = () => <PassCardPage variant="special" />;
export const PassCardVisitor = () => <PassCardPage variant="visitor" />;

/** passcardTest: the print layout with sample data, no request. */
export function PassCardPreview() {
  return (
    <main className="pass-card-page">
      <PassCard
        card={SAMPLE_CARD}
        variant="vehicle"
        url={`${window.location.origin}/public/passcard?token=示例`}
      />
      <p className="pass-card__note">打印预览（示例数据）</p>
    </main>
  );
}
